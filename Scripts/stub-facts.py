#!/usr/bin/env python3
"""Maintains Content/Stubs/FACTS.tsv: every stub symbol with its own iOS availability, and Apple's facts for it.

Each row is one symbol of the compiled stub modules whose declaration carries an explicit iOS `@available`
(introduced, deprecated, obsoleted, unavailable or a message). Members that only inherit their type's
availability are not listed. The data comes from the compiled stubs through the toolchain's
swift-symbolgraph-extract, as in Scripts/stub-table.py.

Columns (tab-separated):

    module symbol usr introduced deprecated message apple_usr source status

`usr` is the stub's precise identifier; `apple_usr` Apple's, read from its documentation page;
`source` where Apple's facts were read (a developer.apple.com URL, or `xybp888/iOS-SDKs:<path>` for Apple's
published SDK interfaces and headers); `status` is `verified` (Apple's facts read and equal to the
`introduced`/`deprecated` columns) or `unverified`. In `message`, `(unavailable)` marks
`@available(iOS, unavailable)` and `(obsoleted X)` an obsoleted version.

Usage (after `puente check` has compiled the stubs):

    Scripts/stub-facts.py            # (re)generate FACTS.tsv from the stubs, keeping what was verified
    Scripts/stub-facts.py --check    # compare verified rows with the compiled stubs; exit 1 on a mismatch

Regenerating keeps `apple_usr`, `source` and `status` of every row whose module, symbol and stub USR are
unchanged. The facts of a verified row (`introduced`, `deprecated`, `message`) are Apple's, so they are
kept as they are too, even when the stub now says something else; `--check` then reports the stub. An
unverified row always takes the stub's facts.

The compiled stubs are looked up by the digest Puente gives them (`stubs-<digest>`, computed here from
Content/Stubs the way Sources/Snippets/StubModules.swift does) in `PUENTE_CACHE_DIR`, `<repo>/.puente-cache`
and `~/.cache/puente` (and `<site>/.puente-cache` with `--site DIR`); `--stubs DIR` names a folder
explicitly. A folder compiled from other sources is
refused, so the table cannot be generated from stale stubs.
"""
import argparse
import csv
import glob
import os
import sys

from stubgraph import newest_complete, symbol_graphs, version

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STUBS_SOURCE = os.path.join(ROOT, "Content", "Stubs")
TABLE = os.path.join(STUBS_SOURCE, "FACTS.tsv")
HEADER = ["module", "symbol", "usr", "introduced", "deprecated", "message", "apple_usr", "source", "status"]
STATUSES = ("verified", "unverified")
MASK = (1 << 64) - 1


class ContentHash:
    """The 128-bit FNV-1a variant of Sources/Snippets/ContentHash.swift."""

    def __init__(self):
        self.high = 0x6C62272E07BB0142
        self.low = 0x62B821756295C58D

    def _byte(self, byte):
        self.low ^= byte
        product = self.low * 0x13B
        self.high = (self.high * 0x13B + (product >> 64) + (self.low << 24)) & MASK
        self.low = product & MASK

    def add_bytes(self, data):
        for byte in data:
            self._byte(byte)
        self._byte(0xFF)

    def add(self, text):
        self.add_bytes(text.encode("utf-8"))

    def hex(self):
        return f"{self.high:016x}{self.low:016x}"


def visible(folder):
    return sorted(n for n in os.listdir(folder) if not n.startswith("."))


def stub_digest(sdk_name):
    """The `stubs-<digest>` name Puente gives the stubs compiled from Content/Stubs against `sdk_name`."""
    h = ContentHash()
    h.add(sdk_name)
    for name in visible(STUBS_SOURCE):
        folder = os.path.join(STUBS_SOURCE, name)
        if name == "Macros" or not os.path.isdir(folder):
            continue
        entries = visible(folder)
        for file in entries:
            if file == "module.modulemap" or file.endswith(".h"):
                h.add(f"{name}/{file}")
                with open(os.path.join(folder, file), "rb") as f:
                    h.add_bytes(f.read())
        for file in entries:
            if file.endswith(".swift"):
                h.add(f"{name}/{file}")
                with open(os.path.join(folder, file), "rb") as f:
                    h.add_bytes(f.read())
    # Macro plugin sources (Content/Stubs/Macros/<Plugin>/*.swift) come last, plugin by plugin.
    macros = os.path.join(STUBS_SOURCE, "Macros")
    if os.path.isdir(macros):
        for plugin in visible(macros):
            folder = os.path.join(macros, plugin)
            if not os.path.isdir(folder):
                continue
            for file in visible(folder):
                if file.endswith(".swift"):
                    h.add(f"Macros/{plugin}/{file}")
                    with open(os.path.join(folder, file), "rb") as f:
                        h.add_bytes(f.read())
    return h.hex()




def find_inputs(explicit_stubs, site=None):
    sdk_root = os.environ.get("PUENTE_SDK_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "puente")
    sdks = [f for f in glob.glob(os.path.join(sdk_root, "sdk-*")) if os.path.exists(os.path.join(f, ".complete"))]
    if not sdks:
        sys.exit("stub-facts: the rebuilt SDK (~/.cache/puente/sdk-*) was not found; run `puente check` first")
    if explicit_stubs:
        if not os.path.exists(os.path.join(explicit_stubs, ".complete")):
            sys.exit(f"stub-facts: {explicit_stubs} is not a complete compiled-stubs folder")
        return explicit_stubs, max(sdks, key=os.path.getmtime)
    roots = [os.environ.get("PUENTE_CACHE_DIR"), os.path.join(ROOT, ".puente-cache"), sdk_root]
    if site:
        roots.insert(0, os.path.join(site, ".puente-cache"))
    for sdk in sorted(sdks, key=os.path.getmtime, reverse=True):
        name = "stubs-" + stub_digest(os.path.basename(sdk))
        for root in roots:
            if root and os.path.exists(os.path.join(root, name, ".complete")):
                return os.path.join(root, name), sdk
    sys.exit("stub-facts: no compiled stubs match Content/Stubs as it is now; run `puente check` on a site "
             "with these stubs and pass its `.puente-cache/stubs-<digest>` with --stubs if it is elsewhere")




def hand_halves():
    """Generated modules with hand-written Swift beside their table whose symbols FACTS.tsv already vouches for
    (UIKit's Objective-C half): their existing rows are checked and kept, and no row is added for the table's
    declarations, which are Apple's."""
    rows = read_table() if os.path.exists(TABLE) else []
    return {r["module"] for r in rows
            if os.path.exists(os.path.join(STUBS_SOURCE, r["module"], r["module"] + ".facts.tsv"))}


def stub_rows(stubs, sdk):
    """{(module, symbol, usr): (introduced, deprecated, message)} for every symbol with its own iOS entry."""
    # Modules generated from Apple's SDK interfaces (a <Module>.facts.tsv) carry Apple's declarations themselves;
    # FACTS.tsv is for the hand-written ones, and for the hand-written half of a generated one (its rows are kept,
    # see `hand_halves`).
    modules = [m for m in visible(STUBS_SOURCE) if m != "Macros" and os.path.isdir(os.path.join(STUBS_SOURCE, m))
               and (not os.path.exists(os.path.join(STUBS_SOURCE, m, m + ".facts.tsv")) or m in hand_halves())]
    rows = {}
    for module, graph in symbol_graphs(stubs, sdk, modules, "stub-facts"):
        for symbol in graph["symbols"]:
            usr = symbol["identifier"]["precise"]
            if "::SYNTHESIZED::" in usr:
                continue
            if any(p.startswith("_") for p in symbol["pathComponents"]):
                continue
            entries = [e for e in symbol.get("availability", []) if e.get("domain") == "iOS"]
            if not entries:
                continue
            # `@available(*, deprecated…)` holds on every platform, iOS included.
            entries += [e for e in symbol.get("availability", []) if e.get("domain") in (None, "*")
                        and (e.get("isUnconditionallyDeprecated") or e.get("isUnconditionallyUnavailable"))]
            introduced = deprecated = obsoleted = message = ""
            unavailable = False
            for entry in entries:
                introduced = version(entry.get("introduced")) or introduced
                deprecated = version(entry.get("deprecated")) or deprecated
                obsoleted = version(entry.get("obsoleted")) or obsoleted
                message = entry.get("message") or entry.get("renamed") and f"renamed: {entry['renamed']}" \
                    or message
                unavailable = unavailable or entry.get("isUnconditionallyUnavailable", False)
                if entry.get("isUnconditionallyDeprecated") and not deprecated:
                    deprecated = "yes"
            notes = []
            if unavailable:
                notes.append("(unavailable)")
            if obsoleted:
                notes.append(f"(obsoleted {obsoleted})")
            if message:
                notes.append(message)
            text = " ".join(notes).replace("\t", " ").replace("\n", " ")
            rows[(module, ".".join(symbol["pathComponents"]), usr)] = (introduced, deprecated, text)
    return rows


def read_table():
    if not os.path.exists(TABLE):
        return []
    with open(TABLE, newline="") as f:
        reader = csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
        header = next(reader, None)
        if header != HEADER:
            sys.exit(f"stub-facts: {TABLE} does not start with the expected header")
        rows = []
        for number, fields in enumerate(reader, start=2):
            if len(fields) != len(HEADER):
                sys.exit(f"stub-facts: FACTS.tsv line {number} has {len(fields)} columns, not {len(HEADER)}")
            row = dict(zip(HEADER, fields))
            if row["status"] not in STATUSES:
                sys.exit(f"stub-facts: FACTS.tsv line {number}: unknown status {row['status']!r}")
            rows.append(row)
        return rows


def write_table(rows):
    rows = sorted(rows, key=lambda r: (r["module"], r["symbol"], r["usr"]))
    with open(TABLE, "w", newline="") as f:
        f.write("\t".join(HEADER) + "\n")
        for row in rows:
            f.write("\t".join(row[c] for c in HEADER) + "\n")


def generate(stubs, sdk):
    current = stub_rows(stubs, sdk)
    old = {(r["module"], r["symbol"], r["usr"]): r for r in read_table()}
    rows = []
    kept = dropped = 0
    halves = hand_halves()
    for key, (introduced, deprecated, message) in current.items():
        module, symbol, usr = key
        if module in halves and key not in old:
            continue
        row = {"module": module, "symbol": symbol, "usr": usr, "introduced": introduced,
               "deprecated": deprecated, "message": message, "apple_usr": "", "source": "", "status": "unverified"}
        previous = old.get(key)
        if previous:
            for column in ("apple_usr", "source", "status"):
                row[column] = previous[column]
            if previous["status"] == "verified":
                kept += 1
                for column in ("introduced", "deprecated", "message"):
                    row[column] = previous[column]
        rows.append(row)
    for key, previous in old.items():
        if key not in current and previous["status"] == "verified":
            dropped += 1
            print(f"stub-facts: verified row no longer in the stubs (dropped): {key[0]} {key[1]} {key[2]}")
    write_table(rows)
    verified = sum(r["status"] == "verified" for r in rows)
    print(f"stub-facts: wrote {os.path.relpath(TABLE, ROOT)} ({len(rows)} rows, {verified} verified, "
          f"{kept} verified rows kept, {dropped} dropped)")


def check(stubs, sdk):
    current = stub_rows(stubs, sdk)
    table = read_table()
    verified = [r for r in table if r["status"] == "verified"]
    mismatches = []
    same_usr = 0
    halves = hand_halves()
    missing_rows = [key for key in current if key[0] not in halves
                    and key not in {(r["module"], r["symbol"], r["usr"]) for r in table}]
    for row in verified:
        key = (row["module"], row["symbol"], row["usr"])
        if row["apple_usr"] and row["apple_usr"] == row["usr"]:
            same_usr += 1
        if not row["source"]:
            mismatches.append(f"{row['module']} {row['symbol']}: verified without a source")
        stub = current.get(key)
        if stub is None:
            mismatches.append(f"{row['module']} {row['symbol']} ({row['usr']}): verified, but no longer a gated "
                              "symbol of the compiled stubs")
            continue
        introduced, deprecated, _ = stub
        if introduced != row["introduced"] or deprecated != row["deprecated"]:
            mismatches.append(f"{row['module']} {row['symbol']}: stub says introduced {introduced or '-'}, "
                              f"deprecated {deprecated or '-'}; Apple says introduced {row['introduced'] or '-'}, "
                              f"deprecated {row['deprecated'] or '-'} ({row['source']})")
    for line in mismatches:
        print("mismatch:", line)
    for key in missing_rows:
        print(f"note: not in FACTS.tsv (regenerate): {key[0]} {key[1]}")
    with_usr = sum(1 for r in verified if r["apple_usr"])
    share = f"{same_usr}/{len(verified)} ({100.0 * same_usr / len(verified):.1f}%)" if verified else "0/0"
    print(f"stub-facts: {len(table)} rows, {len(verified)} verified, {len(mismatches)} mismatches; "
          f"stub USR equals Apple's in {share} of verified rows ({with_usr} verified rows have Apple's USR)")
    return 1 if mismatches else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="compare verified rows with the compiled stubs")
    parser.add_argument("--stubs", help="compiled stubs folder (stubs-<digest> with .complete)")
    parser.add_argument("--site", help="also look in this site's .puente-cache for the compiled stubs")
    args = parser.parse_args()
    stubs, sdk = find_inputs(args.stubs, args.site)
    if args.check:
        sys.exit(check(stubs, sdk))
    generate(stubs, sdk)


if __name__ == "__main__":
    main()
