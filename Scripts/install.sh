#!/usr/bin/env bash
# Installs the `puente` command on a Debian/Ubuntu machine with a Swift toolchain:
#   Scripts/install.sh [--prefix DIR]      (default /usr/local; ~/.local needs no root)
# It installs the C libraries Puente needs (apt-get as root, else it prints the command), builds Puente in
# release mode, and lays out:
#   DIR/bin/puente                      a small launcher that checks the Swift toolchain, then runs
#   DIR/libexec/puente/puente           the program
#   DIR/share/puente/Theme/             the built-in theme
#   DIR/share/puente/Content/Stubs/     the built-in stub modules (SwiftUI, UIKit, Foundation, ...)
#   DIR/share/puente/docs/              the documentation of this version
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

# The toolchain the program was linked against: its Swift runtime is loaded from there at every start (Swift
# has no stable ABI on Linux, so the launcher also notices when that runtime is replaced by another version).
swiftc="$(command -v swiftc)"
toolchain="$(dirname "$(dirname "$(readlink -f "$swiftc")")")"
runtime="$toolchain/lib/swift/linux/libswiftCore.so"
[ -e "$runtime" ] || runtime="$toolchain/lib/swift/macosx/libswiftCore.dylib"
version="$("$swiftc" --version 2>/dev/null | head -1 || true)"
stamp="$(stat -L -c '%s %Y' "$runtime" 2>/dev/null || stat -L -f '%z %m' "$runtime")"

share="$prefix/share/puente"
staging="$(mktemp -d "$prefix/.puente-install.XXXXXX")"
trap 'rm -rf "$staging"' EXIT
mkdir -p "$staging/share/Content" "$staging/libexec" "$staging/bin"
cp -R Theme "$staging/share/Theme"
cp -R Content/Stubs "$staging/share/Content/Stubs"
mkdir -p "$staging/share/docs"
cp docs/*.md "$staging/share/docs/"
install -m 0755 "$binary" "$staging/libexec/puente"

# Single quotes around every recorded value: paths with spaces survive.
quote() { printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"; }
cat > "$staging/bin/puente" <<LAUNCHER
#!/bin/sh
# Installed by Puente's Scripts/install.sh. Checks that the Swift toolchain Puente was built with is still
# there, unchanged, then runs Puente.
runtime=$(quote "$runtime")
stamp=$(quote "$stamp")
built_with=$(quote "$version")
if [ ! -e "\$runtime" ]; then
  echo "puente: error: the Swift runtime Puente was built with is missing: \$runtime (\$built_with)" >&2
  echo "  reinstall that toolchain, or rebuild Puente with the toolchain you have: Scripts/install.sh --prefix $(quote "$prefix")" >&2
  exit 127
fi
now=\$(stat -L -c '%s %Y' "\$runtime" 2>/dev/null || stat -L -f '%z %m' "\$runtime")
if [ "\$now" != "\$stamp" ]; then
  echo "puente: error: the Swift toolchain at \$(dirname "\$runtime") changed since Puente was built with it (\$built_with)" >&2
  echo "  rebuild Puente with it: Scripts/install.sh --prefix $(quote "$prefix")" >&2
  exit 127
fi
exec $(quote "$prefix/libexec/puente/puente") "\$@"
LAUNCHER
chmod 0755 "$staging/bin/puente"

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
