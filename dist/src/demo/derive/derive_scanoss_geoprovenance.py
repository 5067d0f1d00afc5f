#!/usr/bin/env python3
"""Derives per-component declared contributor locations (catalog JSONL, kind "locations", see docs/feeds.md) from
the SCANOSS geoprovenance test fixtures.

`github_contributors` lists the contributors (GitHub user names) of each repository (`purl_name`, a GitHub
`owner/repo`); `vendors` holds each GitHub user (mine 5 is github.com) with the free-text `location` of its profile;
`vendor_locations` holds, per vendor, the `declared_location` the reference service indexed. Only declared text is
written: the loader resolves it to countries itself (the fixture's curated country ids are not carried).

Usage: derive_scanoss_geoprovenance.py GEOPROVENANCE_DIR [OUT_FILE]
  GEOPROVENANCE_DIR  holds github_contributors.sql, vendors.sql, vendor_locations.sql
  OUT_FILE           default: ../feeds/catalog/scanoss-geoprovenance.jsonl next to this script

Standard library only; a one-off data-preparation tool, not part of the build. See README.md beside it.
"""

import json
import os
import sqlite3
import sys
from urllib.parse import quote

GITHUB_MINE = 5
FIXTURE_TABLES = ("github_contributors.sql", "vendors.sql", "vendor_locations.sql")
HEADER = [
    "# Declared contributor locations derived from the SCANOSS geoprovenance service test fixtures",
    "# (scanoss/geoprovenance github_contributors.sql, vendors.sql, vendor_locations.sql at commit",
    "# ae8f9c1974e2e4415200f3ea413d67352dc084e2), GPL-2.0 like the repository they come from.",
    "# Countries are not in the data: the loader resolves each location with its gazetteer.",
    "# Written by dist/src/demo/derive/derive_scanoss_geoprovenance.py; rerun it, do not edit.",
]


def load(fixture_dir):
    db = sqlite3.connect(":memory:")
    for name in FIXTURE_TABLES:
        with open(os.path.join(fixture_dir, name), encoding="utf-8") as sql:
            db.executescript(sql.read())
    return db


def purl(purl_name):
    """pkg:github/<owner>/<repo>, lower-case as the purl spec says for github."""
    return "pkg:github/" + "/".join(quote(segment, safe="") for segment in purl_name.lower().split("/"))


def text(value):
    return value.strip() if value and value.strip() else None


def location_lines(db):
    rows = db.execute("""
        SELECT gc.purl_name, gc.contributor, vd.location, vl.declared_location
        FROM github_contributors gc
        LEFT JOIN vendors vd ON vd.username = gc.contributor AND vd.mine_id = ?
        LEFT JOIN vendor_locations vl ON vl.vendor_id = vd.id
        ORDER BY gc.purl_name, gc.contributor, vl.declared_location""", (GITHUB_MINE,)).fetchall()
    components = {}
    for purl_name, contributor, profile, declared in rows:
        located = components.setdefault(purl(purl_name), {})
        # the service's own indexed text first; the profile field is the same text where both exist
        location = text(declared) or text(profile)
        if location is None:
            continue
        owner = purl_name.split("/")[0].lower() == contributor.lower()
        kind = "owner" if owner else "contributor"
        located.setdefault((0 if owner else 1, contributor.lower()), []).append({"type": kind, "location": location})
    lines = {}
    for own, located in components.items():
        ordered = [entry for key in sorted(located) for entry in located[key]]
        lines[own] = {"kind": "locations", "purl": own, "locations": ordered}
    return lines


def main(argv):
    if len(argv) not in (2, 3):
        sys.stderr.write(__doc__)
        return 2
    out = argv[2] if len(argv) == 3 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "feeds",
                                                      "catalog", "scanoss-geoprovenance.jsonl")
    lines = location_lines(load(argv[1]))
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    with open(out, "w", encoding="utf-8", newline="\n") as target:
        for line in HEADER:
            target.write(line + "\n")
        for own in sorted(lines):
            target.write(json.dumps(lines[own], ensure_ascii=False) + "\n")
    sys.stderr.write("%s: %d component lines, %d declared locations\n"
                     % (out, len(lines), sum(len(line["locations"]) for line in lines.values())))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
