#!/usr/bin/env python3
"""Derives per-version algorithm lines (catalog JSONL, kind "algorithms", see docs/feeds.md) from the SCANOSS
cryptography and components test fixtures.

component_crypto rows name an algorithm and a strength per `url_hash`. The reference service reads that hash as
`all_urls.package_hash` (its query is "SELECT package_hash AS url_hash ... FROM all_urls"), takes the purl type from
`mines` by `all_urls.mine_id`, the purl name from `all_urls.purl_name` and the version from `versions.version_name`
by `all_urls.version_id`. The cryptography fixtures carry no all_urls table, so the one of the components fixtures
(the same test database) is used.

Usage: derive_scanoss_cryptography.py CRYPTOGRAPHY_DIR COMPONENTS_DIR [OUT_FILE]
  CRYPTOGRAPHY_DIR  holds component_crypto.sql, component_crypto_libraries.sql, crypto_libraries.sql, mines.sql,
                    versions.sql
  COMPONENTS_DIR    holds all_urls.sql
  OUT_FILE          default: ../feeds/catalog/scanoss-cryptography.jsonl next to this script

Standard library only; a one-off data-preparation tool, not part of the build. See README.md beside it.
"""

import json
import os
import sqlite3
import sys
from urllib.parse import quote

CRYPTOGRAPHY_TABLES = ("mines.sql", "versions.sql", "component_crypto.sql", "crypto_libraries.sql",
                       "component_crypto_libraries.sql")
HEADER = [
    "# Per-version cryptographic algorithms derived from the SCANOSS cryptography service test fixtures",
    "# (scanoss/cryptography component_crypto.sql, mines.sql, versions.sql at commit",
    "# 5dbb9041b510485023338cd4b2b5892d3b39e37a) joined to all_urls.sql of scanoss/components pkg/models/tests/",
    "# at commit 131db3d7392fcfa749e9fa6d006dc3971669911e; GPL-2.0 like the repositories they come from.",
    "# Algorithm names and strengths are the fixture's; the loader names and classifies them with the",
    "# crypto algorithm dataset. Written by dist/src/demo/derive/derive_scanoss_cryptography.py; rerun it, do not edit.",
]


def load(cryptography_dir, components_dir):
    db = sqlite3.connect(":memory:")
    for name in CRYPTOGRAPHY_TABLES:
        with open(os.path.join(cryptography_dir, name), encoding="utf-8") as sql:
            db.executescript(sql.read())
    with open(os.path.join(components_dir, "all_urls.sql"), encoding="utf-8") as sql:
        db.executescript(sql.read())
    return db


def purl(purl_type, purl_name, version):
    segments = [quote(segment, safe="") for segment in purl_name.split("/")]
    return "pkg:" + purl_type + "/" + "/".join(segments) + "@" + quote(version, safe="")


def version_of(listed, given, package_hash):
    """versions.version_name by version_id, as the reference service reads it; all_urls.version when that is empty
    (the fixture's version 99999999 is an empty placeholder). Both present and different is a fixture error."""
    if listed and given and listed != given:
        raise SystemExit("package %s: versions table says %r, all_urls says %r" % (package_hash, listed, given))
    return listed or given


def algorithm_lines(db):
    rows = db.execute("""
        SELECT c.rowid, c.url_hash, c.algorithm_name, c.strength, m.purl_type, a.purl_name, v.version_name,
               a.version
        FROM component_crypto c
        JOIN all_urls a ON a.package_hash = c.url_hash
        JOIN mines m ON m.id = a.mine_id
        LEFT JOIN versions v ON v.id = a.version_id
        ORDER BY c.rowid""").fetchall()
    versions = {}
    for _, package_hash, algorithm, strength, purl_type, purl_name, listed, given in rows:
        version = version_of(listed, given, package_hash)
        if not (purl_type and purl_name and version):
            raise SystemExit("package %s links to no complete purl" % package_hash)
        used = versions.setdefault(purl(purl_type, purl_name, version), [])
        entry = {"algorithm": algorithm, "strength": strength} if strength else {"algorithm": algorithm}
        if entry not in used:
            used.append(entry)
    return versions


def report(db, versions, out):
    total = db.execute("SELECT count(*) FROM component_crypto").fetchone()[0]
    linked = db.execute("""SELECT count(*) FROM component_crypto c
                           WHERE EXISTS (SELECT 1 FROM all_urls a WHERE a.package_hash = c.url_hash)""").fetchone()[0]
    hashes = db.execute("""SELECT count(DISTINCT url_hash) FROM component_crypto c
                           WHERE NOT EXISTS (SELECT 1 FROM all_urls a WHERE a.package_hash = c.url_hash)""").fetchone()[0]
    libraries = db.execute("SELECT count(*) FROM component_crypto_library").fetchone()[0]
    libraries_linked = db.execute("""SELECT count(*) FROM component_crypto_library l
                                     WHERE EXISTS (SELECT 1 FROM all_urls a WHERE a.package_hash = l.url_hash
                                                   OR a.url_hash = l.url_hash)""").fetchone()[0]
    sys.stderr.write("%s: %d version lines\n" % (out, len(versions)))
    sys.stderr.write("component_crypto: %d rows, %d linked to a purl; %d rows of %d hashes link to no all_urls row\n"
                     % (total, linked, total - linked, hashes))
    sys.stderr.write("component_crypto_library: %d rows (libraries and protocols, not algorithms), %d linked to a purl\n"
                     % (libraries, libraries_linked))


def main(argv):
    if len(argv) not in (3, 4):
        sys.stderr.write(__doc__)
        return 2
    out = argv[3] if len(argv) == 4 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "feeds",
                                                      "catalog", "scanoss-cryptography.jsonl")
    db = load(argv[1], argv[2])
    versions = algorithm_lines(db)
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    with open(out, "w", encoding="utf-8", newline="\n") as text:
        for line in HEADER:
            text.write(line + "\n")
        for own in sorted(versions):
            text.write(json.dumps({"kind": "algorithms", "purl": own, "algorithms": versions[own]},
                                  ensure_ascii=False) + "\n")
    report(db, versions, out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
