#!/usr/bin/env bash
# Prints the Debian packages a built `puente` program needs at run time, one a line, sorted: the packages of
# every shared library it loads from outside the Swift toolchain, and of the tools it runs (bubblewrap, the
# compiler's sandbox) or reads (the fonts diagrams are measured with):
#   Scripts/runtime-packages.sh PROGRAM
# Installations keep the list as share/puente/debian-packages, so an installation restored on a new machine
# (the action's cache) installs what it needs without building anything.
set -euo pipefail
program="$1"
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
{
  ldd "$program" | awk '$3 ~ /^\// { print $3 }' | while read -r library; do
    case "$(readlink -f "$library")" in "$toolchain"/*) continue ;; esac
    dpkg -S "$(readlink -f "$library")" 2>/dev/null || dpkg -S "$library" 2>/dev/null || true
  done | cut -d: -f1 | grep -v -E '^(libc6|libgcc-s1|libstdc\+\+6)$' || true
  printf '%s\n' bubblewrap fonts-liberation2 fonts-noto-cjk
} | sort -u
