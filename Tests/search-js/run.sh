#!/usr/bin/env bash
# The search front end's tests: tokenizer vectors shared with Swift, ranking, chunk loading, excerpts.
set -euo pipefail
cd "$(dirname "$0")/../.."
exec node --test Tests/search-js/
