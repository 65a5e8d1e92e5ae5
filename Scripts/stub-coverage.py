#!/usr/bin/env python3
"""Reports how much of Apple's iOS API the stub modules declare, from the committed facts tables alone.

A module generated from Apple's SDK interface has `Content/Stubs/<M>/<M>.facts.tsv` (written by
`Tools/stubgen`): one row for every public declaration of Apple's interface, with its iOS availability and a
status. `stubbed` rows are declared by the stub module exactly as Apple wrote them; `excluded: <reason>` rows are
Apple's declarations the stubs leave out (a type from a framework Puente does not stub, such as CoreData), and a
snippet that uses one gets a gap diagnostic; `underscored` rows are Apple's implementation names (declared, not
counted); `supplied: <why>` rows are declarations Apple published after the SDK or that its interface leaves to
the compiler (declared, counted apart). A row under a left-out container is left out too.

    Scripts/stub-coverage.py                 # print the coverage table
    Scripts/stub-coverage.py --write         # also (re)write docs/stubs.md
    Scripts/stub-coverage.py --check         # exit 1 when docs/stubs.md is not what --write would write,
                                             # or a table is malformed (row ids, parents, availability)

Coverage = stubbed / (stubbed + excluded), over API names (extensions are containers, not names).
Standard library only; the SDK itself is not needed.
"""
import collections
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STUBS = os.path.join(ROOT, "Content", "Stubs")
DOC = os.path.join(ROOT, "docs", "stubs.md")
ITEM = re.compile(r"^(\d+(\.\d+){0,2}|(deprecated|obsoleted)(=\d+(\.\d+){0,2})?|unavailable|message|renamed=.*)$")


class Table:
    def __init__(self, module, path):
        self.module = module
        self.source = ""
        self.rows = []
        self.problems = []
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f.read().split("\n"), 1):
                if line.startswith("# source\t"):
                    self.source = line.split("\t", 1)[1]
                if not line or line.startswith("#") or line.startswith("id\t"):
                    continue
                fields = line.split("\t")
                if len(fields) != 8 or not fields[0].isdigit() or not fields[1].isdigit():
                    self.problems.append(f"{path}:{number}: expected 8 fields starting with two numbers")
                    continue
                ident, parent, kind, name, ios, condition, status, declaration = fields
                self.rows.append(dict(id=int(ident), parent=int(parent), kind=kind, name=name, ios=ios,
                                      status=status, line=number))
                if ios and not all(ITEM.match(item) for item in ios.split(";")):
                    self.problems.append(f"{path}:{number}: availability '{ios}' is not a version list")
        ids = {row["id"] for row in self.rows}
        if len(ids) != len(self.rows):
            self.problems.append(f"{path}: row ids repeat")
        for row in self.rows:
            if row["parent"] and row["parent"] not in ids:
                self.problems.append(f"{path}:{row['line']}: parent {row['parent']} is not a row")

    def counts(self):
        rendered = {0: True}
        result = collections.Counter()
        reasons = collections.Counter()
        gaps = []
        for row in self.rows:
            status = row["status"]
            shown = status in ("stubbed", "underscored") or status.startswith("supplied")
            declared = shown and rendered.get(row["parent"], False)
            rendered[row["id"]] = declared
            if row["kind"].startswith("extension"):
                continue
            if status == "underscored":
                result["underscored"] += 1
            elif status.startswith("supplied"):
                result["supplied"] += 1
            elif declared:
                result["declared"] += 1
            else:
                result["excluded"] += 1
                reason = status[len("excluded: "):] if status.startswith("excluded: ") else "its container is left out"
                reasons[simplify(reason)] += 1
                gaps.append((row["name"], row["ios"], reason))
        return result, reasons, gaps


def simplify(reason):
    """`cannot find type 'NSManagedObject' in scope` and the like, grouped by the missing name."""
    reason = re.sub(r"\s+", " ", reason)
    return reason[:110]


def tables():
    found = []
    for name in sorted(os.listdir(STUBS)):
        path = os.path.join(STUBS, name, f"{name}.facts.tsv")
        if os.path.isfile(path):
            found.append(Table(name, path))
    return found


def hand_modules():
    names = []
    for name in sorted(os.listdir(STUBS)):
        folder = os.path.join(STUBS, name)
        if name == "Macros" or name.startswith(".") or not os.path.isdir(folder):
            continue
        if not os.path.exists(os.path.join(folder, f"{name}.facts.tsv")):
            names.append(name)
    return names


def half_modules():
    """Generated modules that keep hand-written Swift beside their table (their Objective-C half), with its size."""
    found = []
    for name in sorted(os.listdir(STUBS)):
        folder = os.path.join(STUBS, name)
        if not os.path.exists(os.path.join(folder, f"{name}.facts.tsv")):
            continue
        files = [f for f in os.listdir(folder) if f.endswith(".swift")]
        if files:
            lines = sum(1 for f in files for _ in open(os.path.join(folder, f), encoding="utf-8"))
            found.append((name, len(files), lines))
    return found


def render(found):
    lines = [
        "# Stubbed APIs",
        "",
        "Generated by `Scripts/stub-coverage.py --write` from the facts tables in `Content/Stubs/`; do not edit by",
        "hand. Snippets are type-checked against exactly these declarations, for the article's minimum iOS.",
        "",
        "## Generated from Apple's SDK interfaces",
        "",
        "Each module below is generated from Apple's own `.swiftinterface` (`Content/Stubs/<Module>/<Module>.facts.tsv`:",
        "one row for every public declaration, with Apple's signature, attributes and iOS availability). *Declared*:",
        "the stub module declares it exactly as Apple does. *Left out*: Apple's declaration needs a type from a",
        "framework Puente does not stub (CoreData, a UIKit class not stubbed yet, …), so it is left out and named: a",
        "snippet that uses it gets \"'X' is an Apple API … that Puente's stubs do not declare; this is not an error",
        "in the article\". *Supplied*: declarations Apple published after the SDK (from Apple's pages) or that its",
        "interface leaves to the compiler. Apple's implementation names (underscored) are declared and not counted.",
        "",
        "| Module | Apple's public declarations | Declared | Left out | Coverage | Supplied | Source |",
        "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    details = []
    for table in found:
        counts, reasons, gaps = table.counts()
        total = counts["declared"] + counts["excluded"]
        share = f"{100.0 * counts['declared'] / total:.1f}%" if total else "–"
        parts = table.source.split(":", 1)[-1].split("/")
        sdk = next((p for p in parts if p.endswith(".sdk")), "")
        home = next((p for p in parts if p.endswith(".framework") or p.endswith(".swiftmodule")), "")
        source = f"{sdk} {home}".strip()
        lines.append(f"| {table.module} | {total} | {counts['declared']} | {counts['excluded']} | {share} | "
                     f"{counts['supplied']} | `{source}` |")
        if gaps:
            details.append(f"### {table.module}: {len(gaps)} left out")
            details.append("")
            details.append("| Reason | Declarations |")
            details.append("| --- | ---: |")
            for reason, count in reasons.most_common(12):
                cell = reason.replace("|", "\\|")
                details.append(f"| {cell} | {count} |")
            if len(reasons) > 12:
                details.append(f"| (other reasons) | {sum(c for _, c in reasons.most_common()[12:])} |")
            details.append("")
            names = sorted({name for name, _, _ in gaps})
            details.append("<details><summary>Every left-out name</summary>")
            details.append("")
            details.append(", ".join(f"`{n}`" for n in names))
            details.append("")
            details.append("</details>")
            details.append("")
    lines.append("")
    lines.append("## Written by hand")
    lines.append("")
    lines.append("These modules are still hand-written Swift (or a C half read by the compiler's Clang importer), each")
    lines.append("declaration checked against Apple's facts in `Content/Stubs/FACTS.tsv` (`Scripts/stub-facts.py`):")
    lines.append("")
    lines.append(", ".join(f"`{m}`" for m in hand_modules()) + ".")
    lines.append("")
    lines.append("Generated modules whose Objective-C half is still hand-written Swift beside the table (the SDK's")
    lines.append("Swift interface covers only the Swift half; the table's declarations win, `stubgen reduce`):")
    lines.append("")
    for name, files, count in half_modules():
        lines.append(f"- `{name}`: {files} files, {count} lines")
    lines.append("")
    lines.append("Where the hand-written half cannot say what Apple's importer says, the stubs differ, and it is named")
    lines.append("here: `MKAnnotation`, `MKOverlay` and `MKMapViewDelegate` are Swift protocols, not `@objc` ones (an")
    lines.append("`@objc` protocol cannot use `CLLocationCoordinate2D` declared in Swift), so an annotation's `title` is")
    lines.append("`String?` (Apple's: `String??`) and `delegate?.mapView?(…)` does not compile; likewise")
    lines.append("`AVAsynchronousKeyValueLoading`.")
    lines.append("")
    lines.append("## What is left out, by module")
    lines.append("")
    lines.extend(details)
    return "\n".join(lines).rstrip("\n") + "\n"


def main():
    found = tables()
    problems = [p for t in found for p in t.problems]
    for table in found:
        counts, _, _ = table.counts()
        total = counts["declared"] + counts["excluded"]
        share = 100.0 * counts["declared"] / total if total else 100.0
        print(f"{table.module:28} {counts['declared']:6} of {total:6} declared ({share:5.1f}%), "
              f"{counts['excluded']} left out, {counts['supplied']} supplied, {counts['underscored']} underscored")
    text = render(found)
    if "--write" in sys.argv:
        with open(DOC, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"stub-coverage: wrote {os.path.relpath(DOC, ROOT)}")
    if "--check" in sys.argv:
        with open(DOC, encoding="utf-8") as f:
            if f.read() != text:
                problems.append("docs/stubs.md is not up to date: run Scripts/stub-coverage.py --write")
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
