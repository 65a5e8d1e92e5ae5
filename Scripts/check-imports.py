#!/usr/bin/env python3
"""Checks that every module a target imports is declared in Package.swift as one of its dependencies.

SwiftPM builds a target that imports an undeclared sibling as long as the sibling happens to be built first,
so a missing dependency shows only as an occasional build failure, or when the target is used alone. This
reads the manifest with `swift package dump-package` and every `import` in each target's sources.
Exit status 1 lists each undeclared import as `path:line: target imports X without declaring it`.
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
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"check-imports: {len(manifest['targets'])} targets, every import of a package module is declared")


if __name__ == "__main__":
    main()
