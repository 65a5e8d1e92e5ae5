#!/usr/bin/env bash
# The large differential run of snippet batching: random mixes checked batched and each snippet alone; every
# verdict and diagnostic must match. CI runs 8 mixes inside `swift test`; this runs many more.
#   Scripts/differential.sh [MIXES] [SEED]     defaults: 2000 mixes, seed 2026
# Prints "differential: N mixes, M snippet verdicts compared, K mismatches (…)"; exits non-zero on a mismatch.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/bootstrap.sh build
swift build --build-tests
PUENTE_DIFFERENTIAL_MIXES="${1:-2000}" PUENTE_DIFFERENTIAL_SEED="${2:-2026}" \
  swift test --skip-build --filter BatchingDifferentialTests 2>&1 | grep -E '^differential:|✘|✔ Test run'
