#!/usr/bin/env python3
"""Checks that every module a target imports is declared in Package.swift as one of its dependencies.

SwiftPM builds a target that imports an undeclared sibling as long as the sibling happens to be built first,
so a missing dependency shows only as an occasional build failure, or when the target is used alone. This
reads the manifest with `swift package dump-package` and every `import` in each target's sources.
Exit status 1 lists each undeclared import as `path:line: target imports X without declaring it`.

It also checks the module graph in ARCHITECTURE.md (between the `module-graph` comments) against the manifest:
every library target and the `puente` executable with the package modules it depends on, dependencies first.
`--write-graph` rewrites that section from the manifest.
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Modules that come with the toolchain, not from this package.
SYSTEM = {"Foundation", "Dispatch", "Glibc", "Darwin", "Testing", "XCTest", "Swift", "_Concurrency",
          "FoundationEssentials", "FoundationNetworking", "Observation", "RegexBuilder", "SwiftSyntax",
          "SwiftParser", "SwiftOperators", "SwiftSyntaxMacros", "SwiftDiagnostics", "SwiftCompilerPlugin",
          "SwiftSyntaxBuilder", "SwiftIDEUtils", "SwiftBasicFormat", "SwiftIfConfig", "Synchronization"}
IMPORT = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


GRAPH_BEGIN = "<!-- module-graph: generated from Package.swift by `Scripts/check-imports.py --write-graph` -->"
GRAPH_END = "<!-- module-graph end -->"
# C modules the manifest declares only where the toolchain has them: left out so the graph is the same on every
# machine (the text after the table names them).
OPTIONAL = {"CSourceKit", "CIndexStore"}


def declared_dependencies(target):
    """The names of the targets and products `target` depends on."""
    names = []
    for dependency in target.get("dependencies", []):
        for key in ("byName", "target", "product"):
            if key in dependency:
                names.append(dependency[key][0])
    return names


def module_graph(manifest):
    """The Markdown table of the package's modules, each after the modules it depends on."""
    targets = {t["name"]: t for t in manifest["targets"]
               if t["type"] in ("regular", "system") or t["name"] == "puente"}
    targets = {name: t for name, t in targets.items() if not name.startswith("Fuzz") and name not in OPTIONAL}
    order, done = [], set()

    def visit(name):
        if name in done or name not in targets:
            return
        done.add(name)
        for dependency in sorted(declared_dependencies(targets[name])):
            visit(dependency)
        order.append(name)

    for name in sorted(targets):
        visit(name)
    rows = ["| Module | Kind | Depends on (inside the package) |", "| --- | --- | --- |"]
    for name in order:
        target = targets[name]
        kind = {"system": "C library", "regular": "library", "executable": "executable"}[target["type"]]
        dependencies = [d for d in declared_dependencies(target) if d in targets]
        rows.append(f"| `{name}` | {kind} | {', '.join(f'`{d}`' for d in dependencies) or '—'} |")
    note = ("Where the toolchain has them, `CSourceKit` (SourceKit) is a dependency of `CodeBlocks` and "
            "`CIndexStore` (the index store) of `CodeIndex`.")
    return "\n".join([GRAPH_BEGIN, "", *rows, "", note, "", GRAPH_END])


def check_graph(manifest, write):
    """Compares (or, with `write`, replaces) ARCHITECTURE.md's module graph; a message when they differ."""
    path = os.path.join(ROOT, "ARCHITECTURE.md")
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    start, end = text.find(GRAPH_BEGIN), text.find(GRAPH_END)
    if start < 0 or end < start:
        return "ARCHITECTURE.md:1: the module graph's markers are missing (run Scripts/check-imports.py --write-graph)"
    current = text[start:end + len(GRAPH_END)]
    wanted = module_graph(manifest)
    if current == wanted:
        return None
    if write:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text[:start] + wanted + text[end + len(GRAPH_END):])
        return None
    line = text[:start].count("\n") + 1
    return (f"ARCHITECTURE.md:{line}: the module graph does not match Package.swift "
            "(run Scripts/check-imports.py --write-graph)")


def main():
    manifest = json.loads(subprocess.run(["swift", "package", "dump-package"], cwd=ROOT, check=True,
                                         capture_output=True, text=True).stdout)
    names = {t["name"] for t in manifest["targets"]}
    problems = []
    for target in manifest["targets"]:
        if target["type"] == "system":
            continue
        declared = set()
        for dependency in target.get("dependencies", []):
            for key in ("byName", "target", "product"):
                if key in dependency:
                    declared.add(dependency[key][0])
        path = target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources", target["name"])
        for folder, _, files in os.walk(os.path.join(ROOT, path)):
            if "/Fixtures" in folder:
                continue
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                full = os.path.join(folder, file)
                with open(full, encoding="utf-8") as handle:
                    for number, line in enumerate(handle, start=1):
                        match = IMPORT.match(line)
                        if not match:
                            continue
                        module = match.group(1)
                        if module in names and module != target["name"] and module not in declared:
                            problems.append(f"{os.path.relpath(full, ROOT)}:{number}: {target['name']} imports "
                                            f"{module} without declaring it in Package.swift")
    graph = check_graph(manifest, "--write-graph" in sys.argv[1:])
    if graph:
        problems.append(graph)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"check-imports: {len(manifest['targets'])} targets, every import of a package module is declared")


if __name__ == "__main__":
    main()
