#!/usr/bin/env python3
"""Extracts the examples of cmark-gfm's test/spec.txt and test/extensions.txt into
Tests/Fixtures/cmark-gfm/examples.json (file, section, extensions named on the example line, Markdown with the
spec's → as a tab). The oracle test renders each with Puente and with cmark-gfm and compares the two, so only
the Markdown is kept, not the spec's expected HTML.

    Scripts/cmark-gfm-examples.py PATH-TO-CMARK-GFM-CHECKOUT
"""
import json
import pathlib
import sys

FENCE = "`" * 32 + " example"


def examples(path):
    lines = path.read_text(encoding="utf-8").split("\n")
    section, index = "", 0
    while index < len(lines):
        line = lines[index]
        if line.startswith("#"):
            section = line.lstrip("#").strip()
        if line.startswith(FENCE):
            extensions = line[len(FENCE):].split()
            index += 1
            markdown = []
            while lines[index] != ".":
                markdown.append(lines[index])
                index += 1
            while not lines[index].startswith("`" * 32):
                index += 1
            text = ("\n".join(markdown) + "\n") if markdown else ""
            yield {"file": path.name, "section": section, "extensions": extensions,
                   "markdown": text.replace("\u2192", "\t")}
        index += 1


def main():
    checkout = pathlib.Path(sys.argv[1])
    found = [e for name in ("spec.txt", "extensions.txt") for e in examples(checkout / "test" / name)]
    out = pathlib.Path(__file__).resolve().parent.parent / "Tests/Fixtures/cmark-gfm/examples.json"
    out.write_text(json.dumps(found, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"{len(found)} examples → {out}")


if __name__ == "__main__":
    main()
