#!/usr/bin/env python3
"""Writes the serving benchmark workload for the demo snapshot (bench/workloads/demo/) from the demo feeds.

Every known purl and version is read from dist/src/demo/feeds: the catalog JSONL, the npm packuments, the Maven
metadata, the PyPA advisories (their affected version lists), the purl2cpe mappings, the cryptography lines and the
release-notes and GitHub-releases folders. Unknown purls are real purls from the purl2cpe mappings that no feed
gives versions or vulnerabilities for (deb, rpm, ...), and known components asked for a version no feed lists.
Ranges are built around a listed version in the syntax of the purl's ecosystem.

Output, in the workload format the serving matrix and the soak read (docs/benchmarks.md):
  get-paths.txt      E13 and E14 GETs, one path and query per line, URL-encoded
  e1-paths.txt       E1 GETs (release notes), same format
  e3-100/NNNN.json   bodies of POST /v2/vulnerabilities/components with 100 components
  e3-1000/NNNN.json  the same with 1,000 components

Usage: derive_demo_workload.py [FEEDS_DIR [OUT_DIR]]   (defaults: the demo feeds, ./demo beside this script)
Standard library only; deterministic (fixed seed), so a rerun on the same feeds gives the same bytes.
"""

import json
import os
import random
import re
import sys
from urllib.parse import quote

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 20260522
E3_100_FILES = 10
E3_1000_FILES = 4
# Shares of a batch: exact known versions, ranges over known versions, unknown purls (the rest).
EXACT_SHARE = 0.5
RANGE_SHARE = 0.25
HEADING_VERSION = re.compile(r"^(?:#+\s*)?\[?v?(\d+\.\d+\.\d+)\]?(?:\s|$)")
NUMERIC = re.compile(r"^\d+(\.\d+)*$")


def catalog_versions(feeds):
    """purl without version -> versions, from the catalog JSONL, npm packuments, Maven metadata, PyPA advisories."""
    versions = {}

    def add(base, version):
        versions.setdefault(base, [])
        if version not in versions[base]:
            versions[base].append(version)

    with open(os.path.join(feeds, "catalog", "scanoss-components.jsonl"), encoding="utf-8") as lines:
        for line in lines:
            if line.startswith("{"):
                record = json.loads(line)
                if record["kind"] == "version":
                    base, _, version = record["purl"].rpartition("@")
                    add(base, version)
    npm = os.path.join(feeds, "npm-packuments")
    for name in sorted(os.listdir(npm)):
        if name.endswith(".json"):
            with open(os.path.join(npm, name), encoding="utf-8") as document:
                packument = json.load(document)
            for version in packument.get("versions", {}):
                add("pkg:npm/" + packument["name"], version)
    for root, _, files in sorted(os.walk(os.path.join(feeds, "maven-metadata"))):
        if "maven-metadata.xml" in files:
            with open(os.path.join(root, "maven-metadata.xml"), encoding="utf-8") as metadata:
                xml = metadata.read()
            group = re.search(r"<groupId>([^<]+)</groupId>", xml).group(1)
            artifact = re.search(r"<artifactId>([^<]+)</artifactId>", xml).group(1)
            for version in re.findall(r"<version>([^<]+)</version>", xml):
                add("pkg:maven/%s/%s" % (group, artifact), version)
    pypa = os.path.join(feeds, "osv", "pypa-advisory-database", "vulns")
    for package in sorted(os.listdir(pypa)):
        for name in sorted(os.listdir(os.path.join(pypa, package))):
            for version in advisory_versions(os.path.join(pypa, package, name)):
                add("pkg:pypi/" + package.lower(), version)
    return versions


def advisory_versions(path):
    """The `versions:` list of a PyPA advisory (OSV YAML), read line by line: it is a flat list of scalars."""
    found, inside = [], False
    with open(path, encoding="utf-8") as advisory:
        for line in advisory:
            if line.rstrip() == "  versions:":
                inside = True
            elif inside and line.startswith("  - "):
                found.append(line[4:].strip().strip("'\""))
            else:
                inside = False
    return found


def purl2cpe_purls(feeds):
    purls = []
    for root, _, files in sorted(os.walk(os.path.join(feeds, "purl2cpe", "data"))):
        if "purls.yml" in files:
            with open(os.path.join(root, "purls.yml"), encoding="utf-8") as listing:
                purls += [line.strip()[2:] for line in listing if line.strip().startswith("- pkg:")]
    return purls


def crypto_purls(feeds):
    with open(os.path.join(feeds, "catalog", "scanoss-cryptography.jsonl"), encoding="utf-8") as lines:
        return [json.loads(line)["purl"] for line in lines if line.startswith("{")]


def release_components(feeds):
    """pkg:github purl -> versions named in its changelog headings or its GitHub releases."""
    components = {}
    for folder in ("release-notes", "github-releases"):
        top = os.path.join(feeds, folder, "github")
        for owner in sorted(os.listdir(top)):
            for repo in sorted(os.listdir(os.path.join(top, owner))):
                purl = "pkg:github/%s/%s" % (owner, repo)
                versions = components.setdefault(purl, [])
                for name in sorted(os.listdir(os.path.join(top, owner, repo))):
                    path = os.path.join(top, owner, repo, name)
                    if name == "releases.json":
                        with open(path, encoding="utf-8") as releases:
                            versions += [release["tag_name"] for release in json.load(releases)]
                    else:
                        with open(path, encoding="utf-8") as changelog:
                            versions += [m.group(1) for m in map(HEADING_VERSION.match, changelog) if m]
    return components


def range_of(base, version):
    """A range around a listed version, in the requirement syntax of the purl's ecosystem."""
    parts = version.split(".")
    major = int(parts[0])
    if base.startswith("pkg:maven/"):
        return "[%s,%d)" % (version, major + 1)
    if base.startswith("pkg:pypi/"):
        return ">=%s,<%d" % (version, major + 1)
    if base.startswith("pkg:gem/"):
        return "~> %s" % ".".join(parts[:2])
    return "^" + version if major > 0 else ">=%s <%d" % (version, major + 1)


def query(path, **params):
    return path + "?" + "&".join("%s=%s" % (k, quote(v, safe=":/@")) for k, v in params.items())


def batch_items(rng, size, known, unknown):
    items = []
    for _ in range(size):
        draw = rng.random()
        base, versions = rng.choice(known)
        version = rng.choice(versions)
        if draw < EXACT_SHARE:
            items.append({"purl": base + "@" + version})
        elif draw < EXACT_SHARE + RANGE_SHARE and NUMERIC.match(version):
            items.append({"purl": base, "requirement": range_of(base, version)})
        elif draw < EXACT_SHARE + RANGE_SHARE:
            items.append({"purl": base, "requirement": version})
        elif rng.random() < 0.5:
            items.append({"purl": rng.choice(unknown) + "@1.0.0"})
        else:
            # A known component at a version no feed lists.
            items.append({"purl": base + "@" + version + ".999"})
    return items


def write_batches(out, folder, rng, count, size, known, unknown):
    os.makedirs(os.path.join(out, folder), exist_ok=True)
    for n in range(1, count + 1):
        body = {"components": batch_items(rng, size, known, unknown)}
        with open(os.path.join(out, folder, "%04d.json" % n), "w", encoding="utf-8") as target:
            json.dump(body, target, separators=(",", ":"))
            target.write("\n")


def get_paths(rng, versions, cpe_purls, crypto, unknown):
    """E13 on the components with algorithms and on others, E14 on the purl2cpe purls; exact, ranges, unknown."""
    paths = []
    crypto_path = "/v2/cryptography/algorithms/component"
    for purl in crypto:
        base, _, version = purl.rpartition("@")
        paths.append(query(crypto_path, purl=purl))
        paths.append(query(crypto_path, purl=base, requirement=version))
        paths.append(query(crypto_path, purl=base, requirement=range_of(base, version)))
    for base in rng.sample(sorted(versions), 10):
        paths.append(query(crypto_path, purl=base + "@" + rng.choice(versions[base])))
    cpe_path = "/v2/vulnerabilities/cpes/component"
    mapped = sorted(p for p in set(cpe_purls) if p in versions)
    for purl in mapped:
        version = rng.choice(versions[purl])
        paths.append(query(cpe_path, purl=purl + "@" + version))
        paths.append(query(cpe_path, purl=purl, requirement=version))
        if NUMERIC.match(version):
            paths.append(query(cpe_path, purl=purl, requirement=range_of(purl, version)))
        else:
            paths.append(query(cpe_path, purl=purl))
    for purl in rng.sample(unknown, 10):
        paths.append(query(crypto_path, purl=purl))
        paths.append(query(cpe_path, purl=purl + "@1.0.0"))
    rng.shuffle(paths)
    return paths


def e1_paths(rng, components):
    path = "/v3/components/releases"
    paths = []
    for purl, versions in sorted(components.items()):
        paths.append(query(path, purl=purl))
        paths.append(query(path, purl=purl, limit="10", offset="10"))
        for version in rng.sample(versions, min(4, len(versions))):
            paths.append(query(path, purl=purl, requirement=version))
    paths.append(query(path, purl="pkg:github/expressjs/express", requirement="^4.17.0"))
    paths.append(query(path, purl="pkg:github/psf/requests", requirement=">=2.30.0 <3.0.0"))
    rng.shuffle(paths)
    return paths


def main():
    feeds = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "..", "dist", "src", "demo", "feeds")
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "demo")
    rng = random.Random(SEED)
    versions = catalog_versions(feeds)
    known = sorted((base, sorted(v)) for base, v in versions.items())
    cpe_purls = purl2cpe_purls(feeds)
    unknown = sorted(p for p in cpe_purls if p not in versions and not p.startswith(("pkg:npm/", "pkg:pypi/",
                                                                                      "pkg:maven/", "pkg:golang/")))
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "get-paths.txt"), "w", encoding="utf-8") as target:
        target.writelines(p + "\n" for p in get_paths(rng, versions, cpe_purls, crypto_purls(feeds), unknown))
    with open(os.path.join(out, "e1-paths.txt"), "w", encoding="utf-8") as target:
        target.writelines(p + "\n" for p in e1_paths(rng, release_components(feeds)))
    write_batches(out, "e3-100", rng, E3_100_FILES, 100, known, unknown)
    write_batches(out, "e3-1000", rng, E3_1000_FILES, 1000, known, unknown)


if __name__ == "__main__":
    main()
