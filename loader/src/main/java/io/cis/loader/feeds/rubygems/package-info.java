/**
 * RubyGems' two lists of a gem's versions as catalog facts: the versions API ({@code api/v1/versions/<gem>.json},
 * with each version's creation day and licenses) and the compact index ({@code info/<gem>}, one line per version and
 * platform). Both list only the versions RubyGems serves: a yanked version is not in them.
 */
package io.cis.loader.feeds.rubygems;
