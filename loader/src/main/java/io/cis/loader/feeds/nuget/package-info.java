/**
 * NuGet's package registration (the V3 {@code RegistrationsBaseUrl} resource) as catalog facts: the registration
 * index {@code <id>/index.json} with its pages, inline or as files of their own, and for every version its
 * {@code catalogEntry}: publication day, {@code listed}, {@code deprecation}, license expression or URL and project
 * URL.
 */
package io.cis.loader.feeds.nuget;
