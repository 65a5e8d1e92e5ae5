#!/usr/bin/env python3
"""Time a real `puente build` of one article holding one dense flowchart, against the flowchart's edge count.

    python3 Benchmarks/dense_diagrams.py PUENTE_BINARY [--limit N]

Cases: 200 nodes with 400, 800, 1,000 and 1,500 edges, and 1,000 nodes with 3,000 edges (the edges spread by a
fixed pseudo-random sequence, the same graph every run). Each case is a fresh site with `limits.diagram_edges`
set to the most a site may allow (1,000) unless --limit gives another; a case over the limit must end at once
with the located error, a case under it with the drawing. Prints one Markdown table row per case: wall time
of the build, and whether it drew the diagram or which error it gave.
"""
import argparse
import os
import subprocess
import tempfile
import time

CASES = [(200, 400), (200, 800), (200, 1000), (200, 1500), (1000, 3000)]


def flowchart(nodes, edges):
    """A connected spine, then edges between pseudo-random pairs."""
    lines = ["flowchart TD"]
    state = 2463534242
    for index in range(edges):
        if index < nodes - 1:
            a, b = index, index + 1
        else:
            state = (state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
            a = (state >> 33) % nodes
            state = (state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
            b = (state >> 33) % nodes
        lines.append(f"    N{a} --> N{b}")
    return "\n".join(lines)


def site(folder, nodes, edges, limit):
    os.makedirs(f"{folder}/Content/es")
    with open(f"{folder}/Content/site.yml", "w") as f:
        f.write("base_url: \"https://example.org/\"\ndefault_language: es\nlanguages:\n  es:\n    title: \"Denso\"\n"
                f"limits:\n  diagram_edges: {limit}\n  diagram_nodes: 10000\n")
    with open(f"{folder}/Content/es/denso.md", "w") as f:
        f.write("---\ntitle: \"Denso\"\ndate: 2026-12-07\n---\n\n```mermaid\n" + flowchart(nodes, edges) + "\n```\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("puente")
    parser.add_argument("--limit", type=int, default=1000)
    args = parser.parse_args()
    print("| nodes | edges | build (s) | outcome |")
    print("| ---: | ---: | ---: | --- |")
    for nodes, edges in CASES:
        with tempfile.TemporaryDirectory() as folder:
            site(folder, nodes, edges, args.limit)
            start = time.monotonic()
            run = subprocess.run([args.puente, "build", "--site", folder, "--output", f"{folder}/Output"],
                                 capture_output=True, text=True, timeout=1800)
            elapsed = time.monotonic() - start
            errors = [line for line in run.stderr.splitlines() if ": error: " in line]
            if run.returncode == 0:
                outcome = "drawn"
            else:
                outcome = "error: " + (errors[0].split(": error: ", 1)[1] if errors else run.stderr.strip()[-200:])
            print(f"| {nodes} | {edges:,} | {elapsed:.1f} | {outcome} |", flush=True)


if __name__ == "__main__":
    main()
