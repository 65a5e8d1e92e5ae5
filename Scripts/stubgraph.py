"""What Scripts/stub-table.py and Scripts/stub-facts.py share: finding the compiled stubs and reading their
symbol graphs with the toolchain's swift-symbolgraph-extract (as Sources/Snippets/StubAvailability.swift does)."""
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile


def newest_complete(pattern):
    """The newest folder matching `pattern` that has Puente's completion marker, or None."""
    folders = [f for f in glob.glob(pattern) if os.path.exists(os.path.join(f, ".complete"))]
    return max(folders, key=os.path.getmtime) if folders else None


def version(v):
    """A symbol graph version object as text: 16.0, 17.4.1; "" for none."""
    if not v:
        return ""
    parts = [str(v.get("major", 0)), str(v.get("minor", 0))]
    if v.get("patch"):
        parts.append(str(v["patch"]))
    return ".".join(parts)


def symbol_graphs(stubs, sdk, modules, tool="stubgraph"):
    """Yields (module, graph) for each module of the compiled stubs in `stubs`, built against the SDK in `sdk`."""
    swiftc = shutil.which("swiftc")
    if not swiftc:
        sys.exit(f"{tool}: swiftc not on PATH")
    toolchain = os.path.dirname(os.path.dirname(os.path.realpath(swiftc)))
    extract = os.path.join(toolchain, "bin", "swift-symbolgraph-extract")
    arch = "arm64" if os.uname().machine in ("aarch64", "arm64") else "x86_64"
    with tempfile.TemporaryDirectory() as out:
        for module in modules:
            subprocess.run([extract, "-module-name", module, "-target", f"{arch}-apple-ios13.0-simulator",
                            "-I", stubs, "-I", sdk, "-I", os.path.join(toolchain, "lib/swift/shims"),
                            "-resource-dir", sdk, "-output-dir", out, "-minimum-access-level", "public"],
                           check=True, stdout=subprocess.DEVNULL)
            with open(os.path.join(out, f"{module}.symbols.json")) as f:
                yield module, json.load(f)
