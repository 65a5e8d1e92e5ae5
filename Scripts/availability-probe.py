#!/usr/bin/env python3
"""Probes the availability of every generated stub declaration introduced after iOS 13 through `puente check`.

For each declaration of the facts tables (`Content/Stubs/<M>/<M>.facts.tsv`) that the stubs declare, whose
iOS availability (its own, or its container's when later) is above the checker's minimum target, and that can
be named without calling it (a type; an initializer, property, case or method of a non-generic type or
protocol, named by its full name when that name is unique), the script writes two snippets:

    import SwiftUI
    @MainActor func probe42(_ value: some SwiftUICore.View) { _ = value.glassEffect(_:in:) }

one for an article at that iOS version, which must pass, and one a minor version below (16.9 for 17.0, 17.3 for
17.4), which must fail at its line with Xcode's "is only available in iOS 17.0 or newer". Both sets go through
one `puente check --format json` run of a temporary site (one article per iOS version).

    Scripts/availability-probe.py [PUENTE_BINARY] [--sample N] [--seed S] [--module M]... [--keep]

`--sample N` probes N declarations chosen at random (`--seed`, default 1; CI probes 1,000); without it, every
one. Exit status 1 on any mismatch. Standard library only.
"""
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STUBS = os.path.join(ROOT, "Content", "Stubs")
THEME = os.path.join(ROOT, "Theme")
MINIMUM = (13, 0)
IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
# Every protocol of the facts tables: a member of one is named on a `some P` value.
PROTOCOLS = set()
# Every generic type of the facts tables (`FocusedValue<Value>`): its members cannot be named without arguments.
GENERIC = set()
# The generated modules.
MODULES = set()
# Every declaration above the minimum target, probed or not.
ABOVE = []
# How many declarations each (type, member) and (type, base name) has across every table: one of several
# overloads cannot be named alone.
NAMES = {}
# Member names protocols declare (`View.monospaced(_:)`): a type conforming to one has them too.
PROTOCOL_MEMBERS = set()
# Protocols that refine `Actor` (`ModelActor`).
ACTOR_PROTOCOLS = set()
# Every type the tables declare and render, by display name.
TYPES = set()
# Function and property names of the hand-written Swift beside a module's table (Foundation's Objective-C half).
HANDWRITTEN = {}


def version(text):
    parts = text.split(".")
    return tuple(int(p) for p in parts) + (0,) * (2 - len(parts)) if all(p.isdigit() for p in parts) else None


def spelled(v):
    return "%d.%d" % v[:2] if len(v) < 3 or v[2] == 0 else "%d.%d.%d" % v


def below(v):
    """The version a minor step below `v`: 16.9 for 17.0, 17.3 for 17.4, and 18.9 for 26.0 (Apple numbered the
    release after iOS 18 by its year; the compiler reads 19 to 25 as 26)."""
    if v[1] > 0:
        return (v[0], v[1] - 1)
    return (18, 9) if v[0] == 26 else (v[0] - 1, 9)


class Row:
    def __init__(self, fields):
        self.id, self.parent = int(fields[0]), int(fields[1])
        self.kind, self.name, self.ios, self.condition, self.status, self.declaration = fields[2:8]
        items = self.ios.split(";") if self.ios else []
        self.introduced = version(items[0]) if items and version(items[0]) else None
        self.restricted = any(i.split("=")[0] in ("deprecated", "obsoleted", "unavailable") for i in items)
        self.rendered = self.status in ("stubbed",) or self.status.startswith("supplied")


def load(module):
    rows = []
    with open(os.path.join(STUBS, module, module + ".facts.tsv"), encoding="utf-8") as f:
        for line in f.read().split("\n"):
            fields = line.split("\t")
            if len(fields) == 8 and fields[0].isdigit():
                rows.append(Row(fields))
    return rows


def type_expression(container, module):
    """The type a member belongs to, as code: `SwiftUI.Text.Scale`, or None for generic or constrained ones."""
    declaration = container.declaration
    if container.kind.startswith("extension"):
        m = re.search(r"\bextension\s+([\w.]+)(.*)$", declaration)
        if not m or "where" in m.group(2) or "<" in m.group(1) or container.name in GENERIC:
            return None, None
        return m.group(1), "protocol" if container.name in PROTOCOLS else None
    m = re.search(r"\b(struct|class|enum|protocol|actor)\s+(\w+)(<)?", declaration)
    if not m or m.group(3):
        return None, None
    return module + "." + container.name, m.group(1)


def candidates(module, rows):
    by_id = {row.id: row for row in rows}
    found = []

    def chain(row):
        while row:
            yield row
            row = by_id.get(row.parent)

    names = NAMES
    entries = []
    for row in rows:
        ancestors = list(chain(row))
        if not all(a.rendered for a in ancestors) or any(a.restricted or a.condition for a in ancestors):
            continue
        introduced = max((a.introduced for a in ancestors if a.introduced), default=None)
        if not introduced or introduced <= MINIMUM:
            continue
        if not row.kind.startswith("extension"):
            ABOVE.append(row)
        decl = row.declaration
        head = re.search(r"\b(func|init|var|let|case|subscript|struct|class|enum|actor|protocol|typealias)\b(.*)$", decl)
        signature = head.group(2) if head else decl
        if ("<" in signature.split("(")[0] or "some " in signature or "mutating " in decl or "@_spi" in decl
                or row.kind.startswith("extension")):
            continue
        base = row.name.split("(")[0].split(".")[-1]
        if not IDENT.match(base) or base.startswith("_"):
            continue
        container = by_id.get(row.parent)
        if container is None:
            if row.kind in ("struct", "class", "enum", "actor"):
                code = "_ = %s.%s.self" % (module, row.name) if "<" not in decl else None
            elif row.kind == "func" and "(" in row.name:
                code = "_ = %s.%s" % (module, row.name[:-2] if row.name.endswith("()") else row.name)
            else:
                code = None
            if code:
                entries.append((row, introduced, code, ("", row.name)))
            continue
        if container.parent != 0 and by_id.get(container.parent) is not None:
            continue  # members of nested types: their container's container is named below
        outer = container.name.split(".")
        if any(".".join(outer[:k]) in GENERIC for k in range(1, len(outer) + 1)):
            continue  # a type nested in a generic one needs its arguments
        if re.search(r"\bactor\b", container.declaration) or re.search(r":.*\bActor\b", container.declaration) \
                or container.name in ACTOR_PROTOCOLS:
            continue  # an actor's members are not the main actor's
        if container.name not in PROTOCOLS and row.name[len(container.name) + 1:] in PROTOCOL_MEMBERS:
            continue  # a protocol it conforms to may declare the same name
        expression, container_kind = type_expression(container, module)
        if not expression:
            continue
        static = " static " in " " + decl or " class " in " " + decl
        key = (container.name, row.name)
        if not row.name.startswith(container.name + "."):
            continue
        if container.kind.startswith("extension") and " : " in container.declaration:
            continue  # a conformance's witness: the name may also reach a default implementation
        if "async" in decl.split("->")[0] and row.kind == "var" or " get async" in decl:
            continue  # an async property is read with await
        if container.name not in TYPES:
            continue  # a type the generated tables do not declare (hand-written, or left out)
        if base in HANDWRITTEN.get(module, set()):
            continue  # hand-written Swift beside the table declares the name too (another overload)
        member = row.name[len(container.name) + 1:]
        if row.kind == "init":
            code = "_ = %s.%s" % (expression, member) if container_kind != "protocol" else None
        elif row.kind == "case":
            code = "_ = %s.%s" % (expression, base) if "(" not in decl else None
        elif row.kind in ("var", "func"):
            if static:
                named = member[:-2] if member.endswith("()") else member
                code = "_ = %s.%s" % (expression, named) if container_kind != "protocol" else None
            else:
                parameter = "some " + expression if container_kind == "protocol" or container.name in PROTOCOLS \
                    else expression
                code = "PARAM %s|_ = value.%s" % (parameter, member[:-2] if member.endswith("()") else member)
        elif row.kind in ("struct", "class", "enum") and "<" not in decl:
            code = "_ = %s.%s.self" % (expression, base)
        else:
            code = None
        if code:
            entries.append((row, introduced, code, key))
    for row, introduced, code, key in entries:
        base_key = (key[0], key[1].split("(")[0] + "(")
        if key[0] and (names.get(key, 0) > 1 or (key[1].endswith("()") and names.get(base_key, 0) > 1)):
            continue  # overloads share the name: naming one is ambiguous
        found.append((module, row, introduced, code))
    return found


def snippet(module, code, number):
    imported = "SwiftUI" if module in ("SwiftUICore",) else module
    # A member Apple's module adds to another module's type names that module too.
    for other in sorted(MODULES):
        if other not in (module, imported) and re.search(r"(^|[^\w.])%s\." % other, code):
            imported += "\nimport " + other
    if code.startswith("PARAM "):
        parameter, body = code[len("PARAM "):].split("|", 1)
        return "import %s\n@MainActor func probe%d(_ value: %s) { %s }" % (imported, number, parameter, body)
    return "import %s\n@MainActor func probe%d() { %s }" % (imported, number, code)


def main(argv):
    binary = os.path.join(ROOT, ".build", "debug", "puente")
    sample = None
    seed = 1
    modules = []
    keep = False
    args = list(argv)
    while args:
        a = args.pop(0)
        if a == "--sample":
            sample = int(args.pop(0))
        elif a == "--seed":
            seed = int(args.pop(0))
        elif a == "--module":
            modules.append(args.pop(0))
        elif a == "--keep":
            keep = True
        elif a in ("-h", "--help"):
            print(__doc__)
            return 0
        else:
            binary = a
    every = sorted(m for m in os.listdir(STUBS) if os.path.isfile(os.path.join(STUBS, m, m + ".facts.tsv")))
    MODULES.update(every)
    tables = {module: load(module) for module in every}
    for module in every:
        folder = os.path.join(STUBS, module)
        names = set()
        for file in os.listdir(folder):
            if file.endswith(".swift"):
                with open(os.path.join(folder, file), encoding="utf-8") as f:
                    names.update(re.findall(r"\b(?:func|var|let)\s+(\w+)", f.read()))
        HANDWRITTEN[module] = names
    for module, table in tables.items():
        for row in table:
            if row.rendered and row.kind in ("struct", "class", "enum", "protocol", "actor", "typealias"):
                TYPES.add(row.name)
            if row.kind == "protocol":
                PROTOCOLS.add(row.name)
                if re.search(r":.*\bActor\b", row.declaration):
                    ACTOR_PROTOCOLS.add(row.name)
            elif row.kind in ("struct", "class", "enum", "actor") and re.search(
                    r"\b%s<" % re.escape(row.name.split(".")[-1]), row.declaration):
                GENERIC.add(row.name)
    for module, table in tables.items():
        by_id = {row.id: row for row in table}
        for row in table:
            container = by_id.get(row.parent)
            if row.rendered and container is not None:
                for key in {(container.name, row.name), (container.name, row.name.split("(")[0] + "(")}:
                    NAMES[key] = NAMES.get(key, 0) + 1
                if container.name in PROTOCOLS:
                    PROTOCOL_MEMBERS.add(row.name[len(container.name) + 1:])
    modules = modules or sorted(
        m for m in os.listdir(STUBS) if os.path.isfile(os.path.join(STUBS, m, m + ".facts.tsv")))
    probes = []
    for module in modules:
        probes += candidates(module, tables[module])
    total = len(probes)
    if sample is not None and sample < total:
        probes = random.Random(seed).sample(probes, sample)
    site = tempfile.mkdtemp(prefix="availability-probe-")
    articles = {}
    expected = {}
    for number, (module, row, introduced, code) in enumerate(probes):
        for passing, target in ((True, introduced), (False, below(introduced))):
            articles.setdefault(spelled(target), []).append((number, passing, snippet(module, code, number * 2 + (0 if passing else 1))))
    try:
        os.makedirs(os.path.join(site, "Content", "es"))
        with open(os.path.join(site, "Content", "site.yml"), "w", encoding="utf-8") as f:
            f.write('base_url: "https://x.example/"\nlanguages:\n  es: { title: "S" }\n')
        shutil.copytree(STUBS, os.path.join(site, "Content", "Stubs"))
        shutil.copytree(THEME, os.path.join(site, "Theme"))
        # At most 150 blocks an article (the default limit is 200).
        parts = [(ios, start, blocks[start:start + 150]) for ios, blocks in sorted(articles.items())
                 for start in range(0, len(blocks), 150)]
        for ios, start, blocks in parts:
            lines = ["---", 'title: "iOS %s"' % ios, "ios: %s" % ios, "---", ""]
            path = "Content/es/ios-%s-%d.md" % (ios.replace(".", "-"), start)
            for number, passing, code in blocks:
                lines.append("```swift")
                lines += code.split("\n")
                expected[(path, len(lines))] = (number, passing)  # the probe is the block's last line
                lines.append("```")
                lines.append("")
            with open(os.path.join(site, path), "w", encoding="utf-8") as f:
                f.write("\n".join(lines))
        env = dict(os.environ)
        env.setdefault("PUENTE_CACHE_DIR", "/tmp/availability-probe-cache")
        proc = subprocess.run([os.path.abspath(binary), "check", "--site", site, "--format", "json"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=site)
        try:
            report = json.loads(proc.stdout)
        except ValueError:
            print("puente did not print JSON (exit %d):\n%s" % (proc.returncode, proc.stderr[-3000:]), file=sys.stderr)
            return 2
    finally:
        if keep:
            print("site kept at %s" % site)
        else:
            shutil.rmtree(site, ignore_errors=True)
    errors = {}
    for d in report.get("diagnostics", []):
        if d.get("severity") == "error":
            errors.setdefault((d.get("path"), d.get("line")), []).append(d.get("message", ""))
    mismatches = []
    right = {True: 0, False: 0}
    for (path, line), (number, passing) in sorted(expected.items(), key=lambda x: x[1]):
        module, row, introduced, code = probes[number]
        found = errors.pop((path, line), [])
        if passing and not found:
            right[True] += 1
        elif not passing and any("is only available in iOS" in m and "or newer" in m for m in found):
            right[False] += 1
        else:
            mismatches.append("%s %s (iOS %s): %s at iOS %s: %s" % (
                module, row.name, spelled(introduced), "expected a pass" if passing else "expected the availability error",
                spelled(introduced if passing else below(introduced)), "; ".join(found) or "it compiles"))
    for (path, line), messages in sorted(errors.items()):
        mismatches.append("%s:%s: unexpected: %s" % (path, line, "; ".join(messages)))
    for m in mismatches[:60]:
        print("MISMATCH " + m)
    print("%d declarations above iOS %s (no deprecation); %d can be named without calling them; %d probed: %d pass "
          "at their version, %d fail a minor version below with Xcode's message, %d mismatches" % (
              len(ABOVE), spelled(MINIMUM), total, len(probes), right[True], right[False], len(mismatches)))
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
