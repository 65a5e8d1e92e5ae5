#!/usr/bin/env bash
# Command-line builds of the 2,000-article corpus after editing one article, and with nothing changed, for one
# or more `puente` binaries side by side: each binary builds its own copy of the corpus; after two warming
# builds, every round appends a sentence to a different article and builds with each binary in turn, then
# builds again with nothing changed. Prints each build's wall-clock ms and the medians. No snippet checking,
# highlighting off (the figures are the pipeline's, not SourceKit's); HIGHLIGHT=1 keeps highlighting on, as
# an author's build has it (the highlight cache is then read, and written when it changed, every build).
#   [HIGHLIGHT=1] Benchmarks/cli-edit.sh ROUNDS BINARY...
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="$1"
shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/generate_corpus.py "$work/corpus" --articles 2000 --no-stubs >/dev/null
if [ "${HIGHLIGHT:-0}" != 1 ]; then export PUENTE_HIGHLIGHT=0 PUENTE_SOURCEKIT=0; fi
n=0
for binary in "$@"; do
  cp -R "$work/corpus" "$work/site$n"
  "$binary" build --site "$work/site$n" >/dev/null
  "$binary" build --site "$work/site$n" >/dev/null
  n=$((n + 1))
done
ms() { date +%s%3N; }
for round in $(seq 1 "$rounds"); do
  article=$(printf 'Content/es/articulo-%05d.md' $((round * 7)))
  n=0
  for binary in "$@"; do
    echo "Una frase nueva en la ronda $round." >> "$work/site$n/$article"
    start=$(ms); "$binary" build --site "$work/site$n" >/dev/null; edit=$(( $(ms) - start ))
    start=$(ms); "$binary" build --site "$work/site$n" >/dev/null; same=$(( $(ms) - start ))
    echo "binary $n round $round edit $edit same $same"
    n=$((n + 1))
  done
done | tee "$work/log"
python3 - "$work/log" <<'PY'
import statistics, sys, collections
edits, sames = collections.defaultdict(list), collections.defaultdict(list)
for line in open(sys.argv[1]):
    p = line.split()
    edits[p[1]].append(int(p[5])); sames[p[1]].append(int(p[7]))
for b in sorted(edits):
    e, s = edits[b], sames[b]
    print(f"binary {b}: edit median {statistics.median(e):.0f} ms ({min(e)}-{max(e)}), "
          f"no change median {statistics.median(s):.0f} ms ({min(s)}-{max(s)})")
PY
