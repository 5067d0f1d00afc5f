#!/usr/bin/env python3
"""Derives the sample catalog (catalog JSONL, see docs/feeds.md) from the SCANOSS components test fixtures.

Reads mines.sql, projects.sql and all_urls.sql of scanoss/components `pkg/models/tests/` into an in-memory
SQLite database (they are SQLite-dialect dumps, including the fixture's own UPDATE that fills missing status
columns) and writes one component line per component and one version line per (component, version).

Usage: derive_scanoss_catalog.py FIXTURE_DIR [OUT_FILE]
  FIXTURE_DIR  the folder holding mines.sql, projects.sql and all_urls.sql
  OUT_FILE     default: ../feeds/catalog/scanoss-components.jsonl next to this script

Standard library only; a one-off data-preparation tool, not part of the build. See README.md beside it.
"""

import json
import os
import sqlite3
import sys
from urllib.parse import quote

# The fixture's UPDATE writes this date where a row has no date at all; it means "unknown", not 1 January 1970.
UNKNOWN_DATE = "1970-01-01"
FIXTURE_TABLES = ("mines.sql", "projects.sql", "all_urls.sql")
HEADER = [
    "# Sample catalog derived from the SCANOSS components service test fixtures",
    "# (scanoss/components pkg/models/tests/{mines,projects,all_urls}.sql at commit",
    "# 131db3d7392fcfa749e9fa6d006dc3971669911e), GPL-2.0 like the repository they come from.",
    "# Written by dist/src/demo/derive/derive_scanoss_catalog.py; do not edit by hand, rerun it.",
]


def load_fixtures(fixture_dir):
    db = sqlite3.connect(":memory:")
    for name in FIXTURE_TABLES:
        with open(os.path.join(fixture_dir, name), encoding="utf-8") as sql:
            db.executescript(sql.read())
    return db


def purl(purl_type, purl_name, version=None):
    """pkg:<type>/<purl_name>[@version], each path segment percent-encoded (an npm scope's '@' becomes %40)."""
    segments = [quote(segment, safe="") for segment in purl_name.split("/")]
    text = "pkg:" + purl_type + "/" + "/".join(segments)
    return text if version is None else text + "@" + quote(version, safe="")


def known(date):
    return None if date in (None, "", UNKNOWN_DATE) else date


def compact(record):
    """Leaves out unknown fields: the format reads an absent field as unknown."""
    return {key: value for key, value in record.items() if value not in (None, "")}


def component_lines(db):
    """One line per projects row, keyed by its purl."""
    rows = db.execute("""
        SELECT m.purl_type, p.purl_name, p.component, p.status, p.first_indexed_date, p.last_indexed_date,
               p.source_purl_name, sm.purl_type
        FROM projects p
        JOIN mines m ON m.id = p.mine_id
        LEFT JOIN mines sm ON sm.id = p.source_mine_id
        ORDER BY p.mine_id, p.purl_name""").fetchall()
    lines = {}
    for purl_type, purl_name, component, status, first, last, source_name, source_type in rows:
        own = purl(purl_type, purl_name)
        source = None
        if source_name and source_type:
            # github purls are lower-case (contract-notes section 2); the fixture already writes them so.
            source_name = source_name.lower() if source_type == "github" else source_name
            source = purl(source_type, source_name)
        if source == own:
            source = None  # a GitHub project names itself as its source; that is no link
        if own in lines:
            raise SystemExit("two projects rows give the purl " + own)
        lines[own] = compact({"kind": "component", "purl": own, "name": component, "source_purl": source,
                              "status": status, "first_indexed_date": known(first),
                              "last_indexed_date": known(last)})
    return lines


def version_lines(db):
    """One line per (purl, version); all_urls holds one row per downloadable file, so rows are folded."""
    rows = db.execute("""
        SELECT m.purl_type, a.purl_name, a.component, a.version, a.date, a.indexed_date, a.version_status,
               a.version_status_change_date, a.license
        FROM all_urls a
        JOIN mines m ON m.id = a.mine_id
        WHERE a.purl_name IS NOT NULL AND a.version IS NOT NULL AND a.version != ''""").fetchall()
    grouped = {}
    names = {}
    for purl_type, purl_name, component, version, *facts in rows:
        own = purl(purl_type, purl_name)
        names.setdefault(own, component)
        grouped.setdefault((own, version), []).append(facts)
    lines = {}
    for (own, version), files in grouped.items():
        lines.setdefault(own, []).append(fold_version(own, version, files))
    return lines, names


def fold_version(own, version, files):
    """Release and indexed date: the earliest file's. Status: the latest status change, dated from the
    earliest change that reached that status. License: the declared name when the files agree, else the
    list of names the files give."""
    dates = sorted(d for d in (known(f[0]) for f in files) if d)
    indexed = sorted(d for d in (known(f[1]) for f in files) if d)
    changes = sorted((known(f[3]) or "", f[2]) for f in files if f[2])
    status, status_change = None, None
    if changes:
        status = changes[-1][1]
        run = [date for date, s in changes if s == status]
        status_change = run[0] or None
    names = sorted({f[4] for f in files if f[4]})
    # one declared name when the files agree; when they disagree none is "the" declared one, so list each
    license_name = names[0] if len(names) == 1 else None
    listed = names if len(names) > 1 else None
    return compact({"kind": "version", "purl": own + "@" + quote(version, safe=""),
                    "release_date": dates[0] if dates else None, "status": status,
                    "status_change_date": status_change, "indexed_date": indexed[0] if indexed else None,
                    "check_date": status_change or (indexed[0] if indexed else None),
                    "license": license_name, "licenses": listed})


def version_key(line):
    return line["purl"]


def main(argv):
    if len(argv) not in (2, 3):
        sys.stderr.write(__doc__)
        return 2
    fixture_dir = argv[1]
    out = argv[2] if len(argv) == 3 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "feeds",
                                                      "catalog", "scanoss-components.jsonl")
    db = load_fixtures(fixture_dir)
    components = component_lines(db)
    versions, names = version_lines(db)
    for own, name in names.items():
        # a component with versions but no projects row still gets its line, named as all_urls names it
        components.setdefault(own, compact({"kind": "component", "purl": own, "name": name}))
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    count = 0
    with open(out, "w", encoding="utf-8", newline="\n") as text:
        for line in HEADER:
            text.write(line + "\n")
        for own in sorted(components):
            text.write(json.dumps(components[own], ensure_ascii=False) + "\n")
            count += 1
            for line in sorted(versions.get(own, []), key=version_key):
                text.write(json.dumps(line, ensure_ascii=False) + "\n")
                count += 1
    sys.stderr.write("%s: %d component lines, %d version lines (%d lines)\n"
                     % (out, len(components), sum(len(v) for v in versions.values()), count))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
