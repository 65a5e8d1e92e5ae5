#!/usr/bin/env bash
# Builds the site: installs missing system libraries, compiles Puente (release), and runs
# `puente build` on this repository, writing Output/. Extra arguments go to `puente build`.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/bootstrap.sh build
swift build -c release --product puente
exec .build/release/puente build "$@"
