#!/usr/bin/env bash
# A fresh CI job's cost to its first finished `puente check` of this repository's site (Content/, Theme/), side by
# side in one run: from the release archive (unpack, then check with its prebuilt iOS standard library and
# stubs) and from source (Scripts/install.sh in a fresh clone with no .build/, then check, compiling them). Each
# job starts with an empty HOME (no ~/.cache/puente) and a site with no .puente-cache; the system packages are
# installed beforehand in both, as the action's cached runner would have them.
#   Benchmarks/first-check.sh [ARCHIVE] [ROUNDS]
# ARCHIVE defaults to a new Scripts/release.sh build of HEAD; ROUNDS (default 1: a source build takes minutes) alternate
# the two jobs. Prints one Markdown row per job and round, then the medians.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"
archive="${1:-}"
rounds="${2:-1}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The archive is built from a clean clone of the commit, as the release workflow builds it.
if [ -z "$archive" ]; then
  git clone --quiet "$repo" "$work/release-source"
  (cd "$work/release-source" && Scripts/release.sh --output "$work/dist") >&2
  archive="$(ls "$work"/dist/*.tar.gz)"
fi

now() { date +%s.%N; }
seconds() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$1" "$2"; }

# One job: $1 archive|source, $2 round. Prints "| job | install s | check s | total s |".
job() {
  local kind="$1" round="$2" home="$work/$1-$2/home" prefix="$work/$1-$2/prefix" site="$work/$1-$2/site"
  mkdir -p "$home" "$prefix" "$site"
  cp -R "$repo/Content" "$repo/Theme" "$site/"
  local start installed finished
  start="$(now)"
  if [ "$kind" = archive ]; then
    tar -C "$prefix" --strip-components=1 -xzf "$archive"
  else
    git clone --quiet "$repo" "$work/$kind-$round/source"
    (cd "$work/$kind-$round/source" && HOME="$home" Scripts/install.sh --prefix "$prefix" >/dev/null 2>&1)
  fi
  installed="$(now)"
  HOME="$home" "$prefix/bin/puente" check --site "$site" > "$work/$kind-$round/check.log" 2>&1 \
    || { cat "$work/$kind-$round/check.log" >&2; exit 1; }
  finished="$(now)"
  local rebuilt=no
  grep -q "preparing the iOS standard library" "$work/$kind-$round/check.log" && rebuilt=yes
  echo "| $kind (round $round) | $(seconds "$start" "$installed") | $(seconds "$installed" "$finished") | $(seconds "$start" "$finished") | $rebuilt |"
}

echo "| fresh job | install (s) | first check (s) | total (s) | compiled the standard library and stubs |"
echo "|---|---:|---:|---:|---|"
for round in $(seq 1 "$rounds"); do
  job archive "$round"
  job source "$round"
done | tee "$work/rows"
python3 - "$work/rows" <<'PY'
import statistics, sys
rows = [line.split("|")[1:-1] for line in open(sys.argv[1])]
totals = {kind: [float(r[3]) for r in rows if r[0].strip().startswith(kind)] for kind in ("archive", "source")}
a, s = statistics.median(totals["archive"]), statistics.median(totals["source"])
print(f"\nmedian total: archive {a:.1f} s, source {s:.1f} s; the archive's job takes {a / s:.2f} of the source's ({s / a:.1f}× faster)")
PY
