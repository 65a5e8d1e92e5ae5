#!/usr/bin/env bash
# The per-run cost of the compiler's sandbox (bubblewrap, Sources/Snippets/ToolSandbox.swift), side by side in
# one hyperfine run: an empty program (the sandbox's own cost), and `swiftc -typecheck` of a small SwiftUI
# snippet against the compiled stubs (a real check), each with and without the sandbox, with the arguments
# Puente passes (ToolSandbox.command and SnippetChecker.compilerArguments, rebuilt here in shell).
#   Benchmarks/sandbox.sh [RUNS]    (installs hyperfine with apt-get as root when missing)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-30}"
command -v hyperfine >/dev/null || { [ "$(id -u)" = 0 ] && apt-get install -y -qq hyperfine >/dev/null; }
command -v bwrap >/dev/null || { echo "sandbox.sh: bubblewrap is not installed (Scripts/bootstrap.sh build)" >&2; exit 1; }
swift build -c release --product puente >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A site with one snippet, checked once so the SDK and stubs exist; its cache folder is then reused.
mkdir -p "$work/site/Content/es"
printf 'base_url: "https://x.example/"\nlanguages:\n  es: { title: "S" }\n' > "$work/site/Content/site.yml"
printf -- '---\ntitle: "T"\nios: 17\n---\n\n```swift\nstruct V: View { var body: some View { Text("a").padding() } }\n```\n' \
  > "$work/site/Content/es/a.md"
.build/release/puente check --site "$work/site" >/dev/null 2>&1
sdk=$(ls -d "${XDG_CACHE_HOME:-$HOME/.cache}"/puente/sdk-* | head -1)
stubs=$(ls -d "$work/site/.puente-cache"/stubs-* | head -1)
swiftc=$(command -v swiftc)
root=$(dirname "$(dirname "$(readlink -f "$swiftc")")")
mkdir -p "$work/run" "$work/modules"
printf 'import SwiftUI\nstruct V: View { var body: some View { Text("a").padding() } }\n' > "$work/run/a.swift"
check=("$swiftc" -typecheck -target "$(uname -m | sed 's/aarch64/arm64/')-apple-ios17.0-simulator" -swift-version 5
  -I "$stubs" -I "$sdk" -I "$root/lib/swift/shims" -resource-dir "$sdk" -plugin-path "$root/lib/swift/host/plugins"
  -module-cache-path "$work/modules" -Xcc -nostdlibinc a.swift)
for plugin in "$stubs"/plugins/*.so; do check+=(-load-plugin-library "$plugin"); done
sandbox=(bwrap --unshare-all --die-with-parent --new-session --clearenv --ro-bind /usr /usr --proc /proc --dev /dev
  --tmpfs /tmp)
for top in /bin /lib /lib64 /sbin; do
  if [ -L "$top" ]; then sandbox+=(--symlink "$(readlink "$top")" "$top"); elif [ -e "$top" ]; then sandbox+=(--ro-bind "$top" "$top"); fi
done
sandbox+=(--ro-bind /etc/ld.so.cache /etc/ld.so.cache --ro-bind "$root" "$root" --ro-bind "$sdk" "$sdk"
  --ro-bind "$stubs" "$stubs" --bind "$work/run" "$work/run" --bind "$work/modules" "$work/modules" --remount-ro /
  --setenv PATH "$root/bin:/usr/bin:/bin" --setenv HOME /tmp --setenv TMPDIR /tmp --setenv LANG C.UTF-8
  --chdir "$work/run" --)
quote() { printf '%q ' "$@"; }
cd "$work/run"
hyperfine -N --warmup 3 --runs "$runs" --export-json "$work/times.json" \
  -n "empty program, plain" "/bin/true" \
  -n "empty program, in the sandbox" "$(quote "${sandbox[@]}" /bin/true)" \
  -n "swiftc -typecheck, plain" "$(quote env -i PATH="$root/bin:/usr/bin:/bin" HOME=/tmp LANG=C.UTF-8 "${check[@]}")" \
  -n "swiftc -typecheck, in the sandbox" "$(quote "${sandbox[@]}" "${check[@]}")" >/dev/null
python3 - "$work/times.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
print("| Case | Median ms | Min ms | Max ms |")
print("| --- | --- | --- | --- |")
for r in results:
    print("| %s | %.1f | %.1f | %.1f |" % (r["command"], r["median"] * 1000, r["min"] * 1000, r["max"] * 1000))
plain, boxed = results[2]["median"], results[3]["median"]
print("\nSandbox cost per compiler run: %.1f ms (median of the empty program: %.1f → %.1f ms); "
      "a type-check %.1f → %.1f ms, ratio %.2f." % ((results[1]["median"] - results[0]["median"]) * 1000,
      results[0]["median"] * 1000, results[1]["median"] * 1000, plain * 1000, boxed * 1000, boxed / plain))
PY
