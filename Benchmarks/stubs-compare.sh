#!/usr/bin/env bash
# Snippet checking with two sets of stubs, side by side in one run: the hand-written stubs of OLD (a commit,
# default 92eb0db, the last before the generated ones) and this tree's `Content/Stubs`. For each: the first
# check on a fresh machine (empty caches: the iOS standard library rebuilt, the stubs compiled, 200 generated
# snippets checked), a check after a change to the stubs (single runs), then the 200 snippets cold (no cached
# results) and warm (every result cached), as medians of hyperfine runs.
#   Benchmarks/stubs-compare.sh [OLD]
# Prints a Markdown section for Benchmarks/RESULTS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
old="${1:-92eb0db}"
swift build -c release --product puente >/dev/null
puente="$PWD/.build/release/puente"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/generate_snippet_corpus.py "$work/base" --snippets 200 >/dev/null
for name in old new; do
  cp -r "$work/base" "$work/$name"
  rm -rf "$work/$name/Content/Stubs"
  if [ "$name" = old ]; then
    mkdir -p "$work/extract"
    git archive "$old" Content/Stubs | tar -x -C "$work/extract"
    cp -r "$work/extract/Content/Stubs" "$work/$name/Content/Stubs"
  else
    cp -r Content/Stubs "$work/$name/Content/Stubs"
  fi
done
seconds() { python3 -c "import time; print(round(time.time() - $1, 1))"; }
# Each side sees only its own stubs (not the binary's built-in ones) and starts as a fresh machine would: its own
# empty cache for the rebuilt iOS standard library and for the compiled stubs.
export PUENTE_RESOURCES=none
for name in old new; do
  site="$work/$name"
  export PUENTE_CACHE_DIR="$work/cache-$name"
  export PUENTE_SDK_CACHE="$work/sdk-$name"
  start=$(date +%s.%N)
  "$puente" check --site "$site" >/dev/null 2>&1 || true
  seconds "$start" >"$work/$name.first"
  # A change to the lowest stub module every other one depends on.
  echo "// changed" >>"$(ls "$site"/Content/Stubs/Darwin/*.swift | head -1)"
  start=$(date +%s.%N)
  "$puente" check --site "$site" >/dev/null 2>&1 || true
  seconds "$start" >"$work/$name.compile"
  hyperfine -i --warmup 1 --runs 5 --prepare "rm -rf '$site/.puente-cache/results' '$PUENTE_CACHE_DIR/results'" \
    --export-json "$work/$name-cold.json" "$puente check --site '$site'" >/dev/null 2>&1 || true
  hyperfine -i --warmup 1 --runs 10 --export-json "$work/$name-warm.json" "$puente check --site '$site'" >/dev/null 2>&1 || true
  (du -sk "$site"/.puente-cache/stubs-* "$PUENTE_CACHE_DIR"/stubs-* 2>/dev/null || true) | awk '{s+=$1} END {print int(s/1024)}' >"$work/$name.size"
done
python3 - "$work" <<'PY'
import json, sys
work = sys.argv[1]
def median(name, case):
    r = json.load(open(f"{work}/{name}-{case}.json"))["results"][0]
    return r["median"] * 1000
rows = []
for case in ("cold", "warm"):
    o, n = median("old", case), median("new", case)
    rows.append(f"| 200 snippets, {case} (median ms) | {o:.0f} | {n:.0f} | {n / o:.2f} |")
oc, nc = (float(open(f"{work}/{x}.compile").read()) for x in ("old", "new"))
rows.insert(0, f"| Stubs compiled after a change, plus 200 snippets (s, one run) | {oc} | {nc} | {nc / oc:.2f} |")
of, nf = (float(open(f"{work}/{x}.first").read()) for x in ("old", "new"))
rows.insert(0, f"| First check on a fresh machine: iOS standard library, stubs, 200 snippets (s, one run) | {of} | {nf} | {nf / of:.2f} |")
osz, nsz = (int(open(f"{work}/{x}.size").read() or 0) for x in ("old", "new"))
rows.append(f"| Compiled stubs on disk (MB) | {osz} | {nsz} | {nsz / max(osz, 1):.2f} |")
print("| Case | Hand-written stubs | Generated stubs | Ratio |")
print("| --- | ---: | ---: | ---: |")
print("\n".join(rows))
PY
