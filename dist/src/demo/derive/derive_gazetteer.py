#!/usr/bin/env python3
"""Writes the loader's gazetteer (country names, ISO 3166-1 codes and major cities) from two npm packages.

Countries: i18n-iso-countries 7.14.0 (MIT): `codes.json` (alpha-2, alpha-3, numeric) and `langs/en.json` (English
names; a list holds the package's primary name first, then other names). Cities: city-timezones 1.3.4 (MIT):
`data/cityMap.json` (city, province, US state abbreviation, ISO alpha-2, population); only cities of at least
MIN_POPULATION people are kept ("major cities"), and only those of an ISO 3166-1 country. The US states (name and
two-letter code) are taken from every US city of that file, whatever its size: "City, ST" is how many US locations
are written, and several state codes are also country codes (CA, DE, GA, ME, ...).

Usage: derive_gazetteer.py I18N_ISO_COUNTRIES_DIR CITY_TIMEZONES_DIR [OUT_FILE]
  the two folders are the unpacked npm packages (the `package/` folder of `npm pack <name>@<version>`)
  OUT_FILE default: loader/src/main/resources/io/cis/loader/geoprovenance/gazetteer.tsv of this repository

Standard library only; a one-off data-preparation tool, not part of the build. See README.md beside it.
"""

import json
import os
import sys

MIN_POPULATION = 100000
HEADER = """# Gazetteer of the cis loader: resolves declared contributor locations to countries (docs/feeds.md).
# Written by dist/src/demo/derive/derive_gazetteer.py; rerun it, do not edit by hand.
# Countries: npm i18n-iso-countries 7.14.0 (MIT, (c) 2016 widdix GmbH): codes.json and langs/en.json.
# Cities: npm city-timezones 1.3.4 (MIT, Kevin Roberts): data/cityMap.json, cities of at least %d people.
# Tab-separated; lines starting with # are comments. Four kinds of line:
# country<TAB>alpha-2<TAB>alpha-3<TAB>numeric<TAB>name       the country, with the name answers use
# name<TAB>alpha-2<TAB>other name                            another English name of the country
# region<TAB>US<TAB>state<TAB>code                             a US state (District of Columbia without code)
# city<TAB>alpha-2<TAB>city<TAB>region<TAB>region code<TAB>population   a major city (region code: US states only)
""" % MIN_POPULATION


def clean(text):
    if text is None:
        return ""
    text = str(text).strip()
    if "\t" in text or "\n" in text:
        raise SystemExit("a field holds a tab or a line break: %r" % text)
    return text


def countries(package_dir):
    with open(os.path.join(package_dir, "codes.json"), encoding="utf-8") as codes_file:
        codes = json.load(codes_file)
    with open(os.path.join(package_dir, "langs", "en.json"), encoding="utf-8") as names_file:
        names = json.load(names_file)["countries"]
    lines, known = [], set()
    for alpha2, alpha3, numeric, _ in sorted(codes):
        given = names[alpha2]
        listed = given if isinstance(given, list) else [given]
        lines.append("country\t%s\t%s\t%s\t%s" % (alpha2, alpha3, numeric, clean(listed[0])))
        for other in listed[1:]:
            lines.append("name\t%s\t%s" % (alpha2, clean(other)))
        known.add(alpha2)
    return lines, known


def city_entries(package_dir):
    with open(os.path.join(package_dir, "data", "cityMap.json"), encoding="utf-8") as city_file:
        return json.load(city_file)


def us_states(entries):
    states = sorted({(clean(e.get("province")), clean(e.get("state_ansi"))) for e in entries if e.get("iso2") == "US"})
    return ["region\tUS\t%s\t%s" % state for state in states if state[0]]


def cities(entries, known):
    kept = []
    for entry in entries:
        population = int(round(entry.get("pop") or 0))
        if population >= MIN_POPULATION and entry.get("iso2") in known:
            kept.append((entry["iso2"], clean(entry["city"]), clean(entry.get("province")),
                         clean(entry.get("state_ansi")), population))
    kept.sort(key=lambda c: (c[0], c[1].lower(), -c[4], c[2]))
    return ["city\t%s\t%s\t%s\t%s\t%d" % city for city in kept]


def main(argv):
    if len(argv) not in (3, 4):
        sys.stderr.write(__doc__)
        return 2
    here = os.path.dirname(os.path.abspath(__file__))
    out = argv[3] if len(argv) == 4 else os.path.join(here, "..", "..", "..", "..", "loader", "src", "main",
                                                      "resources", "io", "cis", "loader", "geoprovenance",
                                                      "gazetteer.tsv")
    country_lines, known = countries(argv[1])
    entries = city_entries(argv[2])
    region_lines = us_states(entries)
    city_lines = cities(entries, known)
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    with open(out, "w", encoding="utf-8", newline="\n") as target:
        target.write(HEADER)
        for line in country_lines + region_lines + city_lines:
            target.write(line + "\n")
    sys.stderr.write("%s: %d countries, %d other names, %d US states, %d cities\n"
                     % (out, len(known), len(country_lines) - len(known), len(region_lines), len(city_lines)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
