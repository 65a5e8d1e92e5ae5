#!/usr/bin/env bash
# Writes Puente's launcher, `bin/puente`, for a program built with the Swift toolchain on PATH:
#   Scripts/launcher.sh OUT
# The program sits at ../libexec/puente/puente beside the launcher, wherever the folder is moved (an installation
# prefix, or an unpacked release archive). Swift has no stable ABI on Linux and Puente links the toolchain's
# runtime and its swift-syntax host libraries, so the launcher first checks that the runtime it was built with
# is still there and is the same file (by size and time, else by its SHA-256), and says what to do when not.
set -euo pipefail
out="$1"

swiftc="$(command -v swiftc)"
toolchain="$(dirname "$(dirname "$(readlink -f "$swiftc")")")"
runtime="$toolchain/lib/swift/linux/libswiftCore.so"
[ -e "$runtime" ] || runtime="$toolchain/lib/swift/macosx/libswiftCore.dylib"
version="$("$swiftc" --version 2>/dev/null | head -1 || true)"
stamp="$(stat -L -c '%s %Y' "$runtime" 2>/dev/null || stat -L -f '%z %m' "$runtime")"
digest="$( (sha256sum "$runtime" 2>/dev/null || shasum -a 256 "$runtime") | cut -d' ' -f1)"

# Single quotes around every recorded value: paths with spaces survive.
quote() { printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"; }
mkdir -p "$(dirname "$out")"
cat > "$out" <<LAUNCHER
#!/bin/sh
# Puente's launcher (written by Scripts/launcher.sh): checks that the Swift runtime Puente was built with is
# still there, unchanged, then runs Puente from ../libexec/puente/puente.
runtime=$(quote "$runtime")
stamp=$(quote "$stamp")
digest=$(quote "$digest")
built_with=$(quote "$version")
here=\$(dirname "\$(readlink -f "\$0")")
program="\$here/../libexec/puente/puente"
if [ ! -e "\$runtime" ]; then
  echo "puente: error: the Swift runtime Puente was built with is missing: \$runtime (\$built_with)" >&2
  echo "  use that toolchain (for a release archive, the container image its README names), or build Puente with yours: Scripts/install.sh" >&2
  exit 127
fi
now=\$(stat -L -c '%s %Y' "\$runtime" 2>/dev/null || stat -L -f '%z %m' "\$runtime")
if [ "\$now" != "\$stamp" ]; then
  sum=\$( (sha256sum "\$runtime" 2>/dev/null || shasum -a 256 "\$runtime") | cut -d' ' -f1)
  if [ "\$sum" != "\$digest" ]; then
    echo "puente: error: the Swift runtime at \$runtime is not the one Puente was built with (\$built_with)" >&2
    echo "  build Puente with the toolchain you have: Scripts/install.sh" >&2
    exit 127
  fi
fi
exec "\$program" "\$@"
LAUNCHER
chmod 0755 "$out"
