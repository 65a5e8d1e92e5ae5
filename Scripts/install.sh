#!/usr/bin/env bash
# Installs the `puente` command on a Debian/Ubuntu machine with a Swift toolchain:
#   Scripts/install.sh [--prefix DIR]      (default /usr/local; ~/.local needs no root)
# It installs the C libraries Puente needs (apt-get as root, else it prints the command), builds Puente in
# release mode, and lays out:
#   DIR/bin/puente                      a small launcher that checks the Swift runtime, then runs
#   DIR/libexec/puente/puente           the program
#   DIR/share/puente/Theme/             the built-in theme
#   DIR/share/puente/Content/Stubs/     the built-in stub modules (SwiftUI, UIKit, Foundation, ...)
#   DIR/share/puente/docs/              the documentation of this version
#   DIR/share/puente/debian-packages    the Debian packages it needs at run time (Scripts/runtime-packages.sh)
# Running it again replaces an earlier installation. Uninstall: remove those four paths.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=/usr/local
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install: --prefix needs a folder" >&2; exit 2; }; prefix="$2"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install: unknown argument '$1' (expected --prefix DIR)" >&2; exit 2 ;;
  esac
done
mkdir -p "$prefix"
prefix="$(cd "$prefix" && pwd)"

Scripts/bootstrap.sh build
swift build -c release --product puente
binary="$(swift build -c release --show-bin-path)/puente"

version="$(swiftc --version 2>/dev/null | head -1 || true)"

share="$prefix/share/puente"
staging="$(mktemp -d "$prefix/.puente-install.XXXXXX")"
trap 'rm -rf "$staging"' EXIT
mkdir -p "$staging/share/Content" "$staging/libexec" "$staging/bin"
cp -R Theme "$staging/share/Theme"
cp -R Content/Stubs "$staging/share/Content/Stubs"
mkdir -p "$staging/share/docs"
cp docs/*.md "$staging/share/docs/"
install -m 0755 "$binary" "$staging/libexec/puente"
Scripts/runtime-packages.sh "$binary" > "$staging/share/debian-packages"

# The launcher checks the Swift runtime the program was linked against before running it (Scripts/launcher.sh).
Scripts/launcher.sh "$staging/bin/puente"

# Replace the earlier installation piece by piece; each piece moves in with one rename.
mkdir -p "$prefix/bin" "$prefix/libexec/puente" "$prefix/share"
rm -rf "$share.old"; [ -e "$share" ] && mv "$share" "$share.old"
mv "$staging/share" "$share"; rm -rf "$share.old"
mv -f "$staging/libexec/puente" "$prefix/libexec/puente/puente"
mv -f "$staging/bin/puente" "$prefix/bin/puente"
echo "install: puente installed in $prefix ($version)"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "install: add it to your PATH: export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
