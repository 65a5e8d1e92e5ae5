#!/usr/bin/env bash
# No Swift function under Sources/ is more complex than 25 (lizard's cyclomatic complexity), except the Snowball
# stemmer's `snowball`, which transcribes the algorithm's own steps. lizard is installed from PyPI into the tools
# venv by `Scripts/bootstrap.sh test`. Prints each function over the limit and exits non-zero when there is one.
set -euo pipefail
cd "$(dirname "$0")/.."
lizard=.build/tools/venv/bin/lizard
if [ ! -x "$lizard" ]; then
  echo "complexity: lizard is not installed; run: Scripts/bootstrap.sh test" >&2
  exit 1
fi
over=$("$lizard" --languages swift --CCN 25 --warnings_only Sources | grep -vE '/SpanishStemmer\.swift:[0-9]+: warning: snowball ' || true)
if [ -n "$over" ]; then
  echo "complexity: functions above 25 (split them):" >&2
  echo "$over" >&2
  exit 1
fi
echo "complexity: no function above 25"
