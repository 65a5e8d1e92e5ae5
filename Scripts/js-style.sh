#!/usr/bin/env bash
# The JavaScript's style and correctness: oxfmt formats it (.oxfmtrc.json: Prettier's rules, 120 columns, single
# quotes) and oxlint checks it (.oxlintrc.json: its correctness rules). Both are the Oxc project's binaries,
# installed from PyPI into the tools venv by `Scripts/bootstrap.sh test`.
#   Scripts/js-style.sh          format every tracked .js and .mjs file in place
#   Scripts/js-style.sh --check  report what would change and what oxlint finds; exit non-zero if anything
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/tools/venv
if [ ! -x "$venv/bin/oxfmt" ] || [ ! -x "$venv/bin/oxlint" ]; then
  echo "js-style: oxfmt and oxlint are not installed; run: Scripts/bootstrap.sh test" >&2
  exit 1
fi
mapfile -t files < <(git ls-files '*.js' '*.mjs')
if [ "${1:-}" = "--check" ]; then
  "$venv/bin/oxfmt" --check "${files[@]}"
  exec "$venv/bin/oxlint" --config .oxlintrc.json --deny-warnings "${files[@]}"
fi
"$venv/bin/oxfmt" --write "${files[@]}"
