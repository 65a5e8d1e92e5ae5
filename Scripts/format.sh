#!/usr/bin/env bash
# Formats Sources/ and Tests/ with the toolchain's swift-format and the repository's .swift-format.
#   Scripts/format.sh          rewrite files in place
#   Scripts/format.sh --check  report what would change (lint), exit non-zero if anything would
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--check" ]; then
  exec swift format lint --strict --recursive --configuration .swift-format Sources Tests Package.swift
fi
exec swift format format --in-place --recursive --configuration .swift-format Sources Tests Package.swift
