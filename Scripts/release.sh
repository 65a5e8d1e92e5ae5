#!/usr/bin/env bash
# Builds Puente's release archive for this machine's Swift toolchain:
#   Scripts/release.sh [--output DIR] [--configuration release|debug] [--binary PROGRAM]
# writes DIR/puente-<version>-linux-<arch>.tar.gz (default DIR: .build/release-archive) and its SHA-256 file
# (`sha256sum -c` reads it). The archive holds one folder, puente-<version>-linux-<arch>/, laid out as an
# installation prefix (Scripts/install.sh's layout):
#   bin/puente                          the launcher (Scripts/launcher.sh)
#   libexec/puente/puente               the program, built with -c release
#   share/puente/Theme, Content/Stubs   the built-in theme and stub modules
#   share/puente/docs                   the guides of this version
#   share/puente/prebuilt               the iOS standard library and the built-in stubs, compiled by this
#                                       toolchain's swiftc (`puente prebuild`): a first check with the same
#                                       compiler copies them instead of compiling them (about 2 min)
#   share/puente/debian-packages        the Debian packages the program's libraries come from, one a line
#   share/puente/toolchain              `swiftc --version` of the toolchain it needs
# The Swift standard library stays a shared library: Puente links the toolchain's swift-syntax host libraries,
# which load the toolchain's runtime, so a second, static copy would run beside it. The archive therefore runs
# with the toolchain it was built with (the release workflow builds it in the pinned container image the sample
# workflow uses). --binary packs a program already built from this tree instead of building one (the tests pack
# their debug build: a test cannot run `swift build` while `swift test` holds the build folder).
set -euo pipefail
cd "$(dirname "$0")/.."

output=.build/release-archive
configuration=release
binary=""
while [ $# -gt 0 ]; do
  case "$1" in
    --output) [ $# -ge 2 ] || { echo "release: --output needs a folder" >&2; exit 2; }; output="$2"; shift 2 ;;
    --configuration) [ $# -ge 2 ] || { echo "release: --configuration needs release or debug" >&2; exit 2; }
      configuration="$2"; shift 2 ;;
    --binary) [ $# -ge 2 ] || { echo "release: --binary needs a program" >&2; exit 2; }; binary="$2"; shift 2 ;;
    -h|--help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "release: unknown argument '$1' (expected --output DIR, --configuration release|debug, --binary PROGRAM)" >&2
      exit 2 ;;
  esac
done
case "$configuration" in release|debug) ;; *) echo "release: --configuration takes release or debug" >&2; exit 2 ;; esac

Scripts/bootstrap.sh build
if [ -z "$binary" ]; then
  swift build -c "$configuration" --product puente
  binary="$(swift build -c "$configuration" --show-bin-path)/puente"
fi
[ -x "$binary" ] || { echo "release: $binary is not a program" >&2; exit 1; }
version="$(cat VERSION)"
reported="$("$binary" --version | head -1)"
[ "$reported" = "puente $version" ] || { echo "release: VERSION says $version, the program says '$reported'" >&2; exit 1; }
case "$(uname -m)" in x86_64|amd64) arch=x86_64 ;; aarch64|arm64) arch=arm64 ;; *) arch="$(uname -m)" ;; esac
name="puente-$version-linux-$arch"

mkdir -p "$output"
output="$(cd "$output" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
root="$work/$name"
mkdir -p "$root/libexec/puente" "$root/share/puente/Content" "$root/share/puente/docs"
install -m 0755 "$binary" "$root/libexec/puente/puente"
cp -R Theme "$root/share/puente/Theme"
cp -R Content/Stubs "$root/share/puente/Content/Stubs"
cp docs/*.md "$root/share/puente/docs/"
Scripts/launcher.sh "$root/bin/puente"
swiftc --version 2>/dev/null | head -1 > "$root/share/puente/toolchain"

Scripts/runtime-packages.sh "$binary" > "$root/share/puente/debian-packages"

# The compiled standard library and stubs, made by the program itself with this toolchain (the machine's sealed
# standard library is reused when it has one).
"$root/bin/puente" prebuild --output "$root/share/puente/prebuilt"

# A reproducible tarball: sorted names, one owner, the commit's time (or the epoch) on every file.
epoch="${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || echo 0)}"
archive="$output/$name.tar.gz"
tar -C "$work" --sort=name --mtime="@$epoch" --owner=0 --group=0 --numeric-owner -cf - "$name" | gzip -n -9 > "$archive"
(cd "$output" && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")
echo "release: $archive ($(du -h "$archive" | cut -f1)), $(cut -d' ' -f1 "$archive.sha256")"
