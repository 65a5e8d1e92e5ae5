#!/usr/bin/env bash
# Formats Sources/ and Tests/ with the toolchain's swift-format and the repository's .swift-format.
# Fixtures (Tests/Fixtures: probes, golden inputs) are data and stay exactly as written.
#   Scripts/format.sh          rewrite files in place
#   Scripts/format.sh --check  report what would change (lint), exit non-zero if anything would
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(find Sources Tests Benchmarks -name '*.swift' -not -path 'Tests/Fixtures/*' | sort)
files+=(Package.swift)
if [ "${1:-}" = "--check" ]; then
  exec swift format lint --strict --configuration .swift-format "${files[@]}"
fi
exec swift format format --in-place --configuration .swift-format "${files[@]}"
