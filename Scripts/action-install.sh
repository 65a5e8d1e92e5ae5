#!/usr/bin/env bash
# Installs Puente for the GitHub Action (action.yml), from the release archive of the action's own ref when
# there is one, else by building the action's source (Scripts/install.sh):
#   Scripts/action-install.sh cache-key              prints key=<the install cache's key> (for $GITHUB_OUTPUT)
#   Scripts/action-install.sh install --prefix DIR   installs into DIR (bin/puente, libexec/, share/)
# Read from the environment:
#   ACTION_REF         the ref the workflow's `uses:` names: a release tag (v0.2.0) or a full commit SHA takes
#                      the archive; anything else (a branch) builds from source
#   ACTION_REPOSITORY  owner/name of the action's repository
#   PUENTE_RELEASES    where releases are downloaded from (default https://github.com/$ACTION_REPOSITORY/
#                      releases/download); the tests name a local folder as file:///…
# The archive of release v<VERSION> is used when the ref is that tag, or a SHA equal to the commit the release
# names (puente-<version>.commit), and its SHA-256 file matches: a mismatch is an error, never a fallback. It
# must also have been built for this toolchain (its share/puente/toolchain line), or the source is built.
# When those are empty too (a local `uses: ./`), the source is built.
# The cache key names the action's source (a digest of every file that goes into an installation), Puente's
# version and the toolchain, since `hashFiles` cannot read the action's folder; a prefix whose
# share/puente/install-key equals it (restored by actions/cache) is used as it is.
set -euo pipefail
source_root="$(cd "$(dirname "$0")/.." && pwd)"
# Inside a composite action the runner may leave github.action_ref and github.action_repository empty; the
# folder it unpacked the action into, .../_actions/<owner>/<name>/<ref>, names them too.
if [[ "$source_root" == */_actions/*/*/* ]]; then
  : "${ACTION_REF:=$(basename "$source_root")}"
  : "${ACTION_REPOSITORY:=$(basename "$(dirname "$(dirname "$source_root")")")/$(basename "$(dirname "$source_root")")}"
fi

say() { echo "puente-install: $*" >&2; }
fail() { echo "::error::puente-install: $*" >&2; exit 1; }

arch() { case "$(uname -m)" in x86_64|amd64) echo x86_64 ;; aarch64|arm64) echo arm64 ;; *) uname -m ;; esac; }

# The toolchain's first version line, as one word ("Swift-version-6.1.2-swift-6.1.2-RELEASE…").
toolchain_line() { swiftc --version 2>/dev/null | head -1; }

cache_key() {
  local digest
  local paths=() path
  for path in VERSION Package.swift Sources Theme Content/Stubs docs Scripts; do
    [ -e "$source_root/$path" ] && paths+=("$path")
  done
  digest="$(cd "$source_root" && find "${paths[@]}" -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum \
    | sha256sum | cut -c1-20)"
  printf 'puente-%s-%s-%s-%s' "$(arch)" "$(cat "$source_root/VERSION")" \
    "$(toolchain_line | tr -c 'A-Za-z0-9.\n' '-' | cut -c1-80)" "$digest"
}

# Installs the Debian packages an archive's program needs (share/puente/debian-packages) when some are missing.
runtime_packages() {
  local list="$1" missing=() package
  while read -r package; do
    [ -n "$package" ] || continue
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done < "$list"
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" = 0 ]; then
    say "installing ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    fail "Puente needs these packages: sudo apt-get update && sudo apt-get install -y ${missing[*]}"
  fi
}

download() { curl --fail --silent --show-error --location --retry 3 --output "$2" "$1"; }

# Tries the release archive; returns 1 (after saying why) when the source must be built instead.
from_archive() {
  local prefix="$1" version tag name base ref="${ACTION_REF:-}"
  version="$(cat "$source_root/VERSION")"
  tag="v$version"
  name="puente-$version-linux-$(arch)"
  if [ "$ref" != "$tag" ] && ! [[ "$ref" =~ ^[0-9a-f]{40}$ ]]; then
    say "the action's ref '${ref:-(none)}' is neither the release tag $tag nor a commit SHA: building from source"
    return 1
  fi
  if ! command -v curl >/dev/null && [ "$(id -u)" = 0 ]; then
    say "installing curl to download the release"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends curl ca-certificates >/dev/null
  fi
  command -v curl >/dev/null || { say "curl is not installed: building from source"; return 1; }
  base="${PUENTE_RELEASES:-https://github.com/${ACTION_REPOSITORY:?ACTION_REPOSITORY is not set}/releases/download}"
  if [ "$ref" != "$tag" ]; then
    if ! download "$base/$tag/puente-$version.commit" "$work/commit"; then
      say "release $tag names no commit at $base/$tag: building from source"
      return 1
    fi
    if [ "$(tr -d '[:space:]' < "$work/commit")" != "$ref" ]; then
      say "commit $ref is not the one release $tag was built from ($(tr -d '[:space:]' < "$work/commit")): building from source"
      return 1
    fi
  fi
  if ! download "$base/$tag/$name.tar.gz" "$work/$name.tar.gz"; then
    say "no release archive $base/$tag/$name.tar.gz: building from source"
    return 1
  fi
  download "$base/$tag/$name.tar.gz.sha256" "$work/$name.tar.gz.sha256" \
    || fail "release $tag has $name.tar.gz but no $name.tar.gz.sha256 to verify it with"
  (cd "$work" && sha256sum --check --status "$name.tar.gz.sha256") \
    || fail "$name.tar.gz does not match its SHA-256 file ($(cut -d' ' -f1 "$work/$name.tar.gz.sha256")); refusing it"
  tar -C "$work" -xzf "$work/$name.tar.gz"
  local unpacked="$work/$name"
  [ -x "$unpacked/bin/puente" ] || fail "$name.tar.gz holds no $name/bin/puente"
  if [ "$(cat "$unpacked/share/puente/toolchain")" != "$(toolchain_line)" ]; then
    say "the archive was built with $(cat "$unpacked/share/puente/toolchain"), this job has $(toolchain_line): building from source"
    return 1
  fi
  runtime_packages "$unpacked/share/puente/debian-packages"
  "$unpacked/bin/puente" --version >/dev/null || { say "the archive's puente does not run here: building from source"; return 1; }
  rm -rf "$prefix"
  mkdir -p "$(dirname "$prefix")"
  mv "$unpacked" "$prefix"
  say "installed release $tag ($name.tar.gz, SHA-256 verified) in $prefix"
}

install() {
  local prefix=""
  while [ $# -gt 0 ]; do
    case "$1" in
      --prefix) [ $# -ge 2 ] || fail "--prefix needs a folder"; prefix="$2"; shift 2 ;;
      *) fail "unknown argument '$1' (expected --prefix DIR)" ;;
    esac
  done
  [ -n "$prefix" ] || fail "install needs --prefix DIR"
  local key
  key="$(cache_key)"
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  if [ -x "$prefix/bin/puente" ] && [ "$(cat "$prefix/share/puente/install-key" 2>/dev/null)" = "$key" ]; then
    runtime_packages "$prefix/share/puente/debian-packages" 2>/dev/null || true
    if "$prefix/bin/puente" --version >/dev/null 2>&1; then
      say "using the installation restored from the cache ($key)"
      return 0
    fi
  fi
  if ! from_archive "$prefix"; then
    "$source_root/Scripts/install.sh" --prefix "$prefix"
  fi
  printf '%s\n' "$key" > "$prefix/share/puente/install-key"
  "$prefix/bin/puente" --version
}

case "${1:-}" in
  cache-key) echo "key=$(cache_key)" ;;
  install) shift; install "$@" ;;
  *) echo "usage: Scripts/action-install.sh cache-key | install --prefix DIR" >&2; exit 2 ;;
esac
