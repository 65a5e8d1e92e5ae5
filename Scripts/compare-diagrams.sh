#!/usr/bin/env bash
# Side-by-side pictures of Puente's diagrams and mermaid.js's, for docs/diagrams/comparison.md.
#
#   Scripts/compare-diagrams.sh PUENTE_BINARY [NN-name ...]
#
# For every docs/diagrams/sources/NN-name.mmd (or only the names given):
#   1. fetches mermaid.js (the PyPI wheel `artoo-mermaid` vendors mermaid.min.js) into a temp dir;
#   2. builds a throwaway Puente site holding one article per diagram (Japanese ones under ja/);
#   3. writes one HTML page per diagram: Puente's inline SVG as built (with the site's style.css) on the
#      left, mermaid.js (default theme, startOnLoad) on the right, or one above the other when the two
#      side by side would be wider than 1400 px; every picture is at its natural size (no scaling);
#   4. screenshots each page with headless Chromium into docs/diagrams/NN-name.png (shrunk with pngquant
#      and optipng when they are installed).
# Nothing is written in the repository but the PNGs. Needs: python3 with pip, unzip, chromium.
# KEEP_WORK=1 keeps the temp dir (its path is printed).
#
# A Puente binary reads its built-in theme (style.css, whose --pu-font-diagram fonts the diagrams are both
# measured and drawn with) at run time from the source tree it was built from, unless PUENTE_RESOURCES names
# another folder. Nothing to set when that tree still holds the theme the binary was built with (the pictures
# in docs/diagrams were made so). To run a copied binary after that tree's theme has changed, pin the theme
# it was built with, e.g. the committed one:
#   mkdir /tmp/res && git archive HEAD Theme Content/Stubs | tar -x -C /tmp/res
#   PUENTE_RESOURCES=/tmp/res Scripts/compare-diagrams.sh /tmp/puente-cmp
set -euo pipefail

if [[ $# -lt 1 ]]; then
    echo "usage: $0 PUENTE_BINARY [NN-name ...]" >&2
    exit 2
fi
puente=$(realpath "$1")
shift
[[ -x "$puente" ]] || { echo "error: $puente is not an executable" >&2; exit 2; }

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
sources="$repo/docs/diagrams/sources"
dest="$repo/docs/diagrams"
chromium=${CHROMIUM:-chromium}
command -v "$chromium" >/dev/null || { echo "error: $chromium not found (apt-get install chromium)" >&2; exit 2; }
echo "$("$chromium" --version 2>/dev/null | head -n 1)"

work=$(mktemp -d /tmp/compare-diagrams.XXXXXX)
if [[ "${KEEP_WORK:-0}" == 1 ]]; then
    echo "work dir: $work"
else
    trap 'rm -rf "$work"' EXIT
fi

names=()
if [[ $# -gt 0 ]]; then
    for n in "$@"; do
        n=${n%.mmd}
        [[ -f "$sources/$n.mmd" ]] || { echo "error: no $sources/$n.mmd" >&2; exit 2; }
        names+=("$n")
    done
else
    for f in "$sources"/*.mmd; do names+=("$(basename "$f" .mmd)"); done
fi
echo "diagrams: ${#names[@]}"

# 1. mermaid.js from the artoo-mermaid wheel (it declares Python >= 3.12; the wheel is pure JS + Python,
#    so download it for 3.12 without installing it).
echo "== fetching mermaid.js (PyPI: artoo-mermaid)"
python3 -m pip download --quiet --no-deps --only-binary=:all: --python-version 3.12 \
    artoo-mermaid -d "$work/wheel"
unzip -q -o "$work"/wheel/artoo_mermaid-*.whl -d "$work/wheel/unpacked"
mermaid_js=$(find "$work/wheel/unpacked" -name mermaid.min.js | head -n 1)
[[ -n "$mermaid_js" ]] || { echo "error: no mermaid.min.js in the wheel" >&2; exit 1; }
mermaid_version=$(grep -o 'version:"[0-9][0-9.]*"' "$mermaid_js" | head -n 1 | sed 's/version:"\(.*\)"/\1/' || true)
[[ -n "$mermaid_version" ]] || mermaid_version=$(sed -n 's/^MERMAID_VERSION = "\(.*\)"/\1/p' \
    "$(dirname "$mermaid_js")/../__init__.py")
echo "mermaid.js $mermaid_version"
if ! grep -q "mermaid.js $mermaid_version" "$dest/comparison.md" 2>/dev/null; then
    echo "note: docs/diagrams/comparison.md does not say 'mermaid.js $mermaid_version': update it" >&2
fi
puente_version=$("$puente" --version 2>/dev/null | head -n 1 || echo "puente")
if [[ -n "${PUENTE_RESOURCES:-}" ]]; then
    echo "Puente's built-in theme: $PUENTE_RESOURCES (PUENTE_RESOURCES)"
else
    echo "Puente's built-in theme: the binary's own (its source tree's Theme/; set PUENTE_RESOURCES to pin it)"
fi

# 2. The throwaway site: one article per diagram, so a diagnostic's path names its diagram.
echo "== building the Puente site"
site="$work/site"
mkdir -p "$site/Content/es" "$site/Content/ja" "$work/pages"
cat >"$site/Content/site.yml" <<'EOF'
base_url: "https://example.org/"
default_language: es
languages:
  es:
    title: "Comparación de diagramas"
  ja:
    title: "図の比較"
snippets:
  check: false
EOF

export WORK="$work" SOURCES="$sources" MERMAID_VERSION="$mermaid_version" PUENTE_VERSION="$puente_version"
python3 - "${names[@]}" <<'EOF'
import os, re, sys
work, sources = os.environ["WORK"], os.environ["SOURCES"]
cjk = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
langs = {}
for name in sys.argv[1:]:
    text = open(os.path.join(sources, name + ".mmd"), encoding="utf-8").read().rstrip("\n")
    lang = "ja" if cjk.search(text) else "es"
    langs[name] = lang
    with open(os.path.join(work, "site", "Content", lang, name + ".md"), "w", encoding="utf-8") as f:
        f.write(f'---\ntitle: "{name}"\ndate: 2026-12-04\n---\n\n```mermaid\n{text}\n```\n')
with open(os.path.join(work, "langs.txt"), "w") as f:
    for name, lang in langs.items():
        f.write(f"{name} {lang}\n")
EOF

build() { # build SITE OUT JSON: the build's diagnostics as JSON in JSON, its exit code returned
    local rc=0
    "$puente" build --site "$1" --output "$2" --format json >"$3" 2>"$3.stderr" || rc=$?
    return $rc
}

mkdir -p "$work/diag"
if build "$site" "$work/out" "$work/diag/all.json"; then
    echo "built all ${#names[@]} diagrams in one site"
    cp "$work/out/assets/style.css" "$work/pages/style.css"
else
    # One diagram that Puente refuses fails the whole build: build each alone to tell which, and why.
    echo "the combined build failed; building each diagram alone"
    mv "$work/diag/all.json" "$work/combined-build.json"  # each diagram's own build reports it below
    mv "$work/diag/all.json.stderr" "$work/combined-build.json.stderr"
    while read -r name lang; do
        one="$work/one/$name"
        mkdir -p "$one/Content/$lang"
        cp "$site/Content/site.yml" "$one/Content/"
        cp "$site/Content/$lang/$name.md" "$one/Content/$lang/"
        if build "$one" "$one/out" "$work/diag/$name.json"; then
            mkdir -p "$work/out/$lang"
            cp -r "$one/out/$lang/$name" "$work/out/$lang/"
            [[ -f "$work/pages/style.css" ]] || cp "$one/out/assets/style.css" "$work/pages/style.css"
        else
            echo "  $name: Puente failed"
        fi
    done <"$work/langs.txt"
    [[ -f "$work/pages/style.css" ]] || { echo "error: no diagram built; see $work/diag" >&2; exit 1; }
fi
cp "$mermaid_js" "$work/pages/mermaid.min.js"

# 3. One comparison page per diagram.
python3 <<'EOF'
import glob, html, json, os, re
work, sources = os.environ["WORK"], os.environ["SOURCES"]
mermaid_version, puente_version = os.environ["MERMAID_VERSION"], os.environ["PUENTE_VERSION"]

diagnostics = {}  # name -> [(severity, line, col, message)]
for path in glob.glob(os.path.join(work, "diag", "*.json")):
    try:
        data = json.load(open(path, encoding="utf-8"))
    except ValueError:
        # No JSON: keep what the binary printed (a crash, an unknown option).
        name = os.path.basename(path)[:-5]
        raw = open(path, encoding="utf-8", errors="replace").read()
        raw += open(path + ".stderr", encoding="utf-8", errors="replace").read()
        diagnostics.setdefault(name, []).append(("error", 0, 0, raw.strip() or "no output"))
        continue
    for d in data.get("diagnostics", []):
        m = re.search(r"Content/(?:es|ja)/(.+)\.md$", d.get("path", ""))
        if not m:
            continue
        diagnostics.setdefault(m.group(1), []).append(
            (d.get("severity", "?"), d.get("line", 0), d.get("column", 0), d.get("message", "")))

PAGE = """<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<title>{name}</title>
<link rel="stylesheet" href="style.css">
<style>
  html, body {{ background: #fff; }}
  body {{ display: block; min-height: 0; margin: 0; padding: 14px 18px 18px; font-size: 14px; }}
  .cmp-title {{ font: 600 15px/1.3 var(--pu-font-sans); margin: 0 0 10px; color: #1f2328; }}
  .cmp {{ display: flex; gap: 20px; align-items: flex-start; }}
  .cmp.stacked {{ flex-direction: column; }}
  .side {{ flex: 0 0 auto; min-width: 320px; border: 1px solid #d8dee4; border-radius: 6px;
           padding: 8px 12px 12px; }}
  .side > h2 {{ font: 600 13px/1.3 var(--pu-font-sans); margin: 0 0 8px; padding: 0; border: 0;
                color: #59636e; }}
  .side figure {{ margin: 0; }}
  .diag {{ margin: 8px 0 0; padding-left: 18px; font: 12px/1.4 var(--pu-font-sans); color: #7d4e00; }}
  .diag .error {{ color: #cf222e; white-space: pre-wrap; }}
</style>
<script src="mermaid.min.js"></script>
</head>
<body>
<p class="cmp-title">{name}</p>
<div class="cmp" id="cmp">
<section class="side" id="puente" lang="{lang}"><h2>{puente_version}</h2>
{puente}
</section>
<section class="side" id="mermaid" lang="{lang}"><h2>mermaid.js {mermaid_version} (default theme)</h2>
<div class="mermaid">{source}</div>
</section>
</div>
<script>
mermaid.initialize({{ startOnLoad: true }});
(function () {{
  var MAX = 1400, PAD = 36, GAP = 20, SIDE = 26, MIN_SIDE = 320;
  function natural(svg, isMermaid) {{
    if (!svg) return null;
    var w = parseFloat(svg.getAttribute("width")), h = parseFloat(svg.getAttribute("height"));
    var vb = (svg.getAttribute("viewBox") || "").split(/[ ,]+/).map(parseFloat);
    if (isMermaid) {{
      var mw = parseFloat(svg.style.maxWidth);
      if (mw && vb.length === 4 && vb[2] > 0) return [mw, vb[3] * mw / vb[2]];
    }}
    if (w && h) return [w, h];
    var r = svg.getBoundingClientRect();
    return [r.width, r.height];
  }}
  var tries = 0;
  var timer = setInterval(function () {{
    var box = document.querySelector("#mermaid .mermaid");
    var done = box.getAttribute("data-processed") && box.querySelector("svg");
    if (!done && ++tries < 200) return;
    clearInterval(timer);
    var p = natural(document.querySelector("#puente figure svg"), false) || [560, 0];
    var m = natural(box.querySelector("svg"), true) || [560, 0];
    var pw = Math.max(Math.ceil(p[0]) + SIDE, MIN_SIDE), mw = Math.max(Math.ceil(m[0]) + SIDE, MIN_SIDE);
    var cmp = document.getElementById("cmp"), width;
    if (pw + mw + GAP + PAD <= MAX) {{
      width = pw + mw + GAP + PAD;
    }} else {{
      cmp.classList.add("stacked");
      width = Math.max(pw, mw) + PAD;
    }}
    document.getElementById("puente").style.width = pw + "px";
    document.getElementById("mermaid").style.width = mw + "px";
    if (box.querySelector("svg")) box.querySelector("svg").style.width = Math.ceil(m[0]) + "px";
    width = Math.max(width, 700);
    document.documentElement.style.width = width + "px";
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    document.documentElement.setAttribute("data-measure", width + "x" + height);
  }}, 25);
}})();
</script>
</body>
</html>
"""

def puente_side(name, lang):
    page = os.path.join(work, "out", lang, name, "index.html")
    parts = []
    if os.path.exists(page):
        text = open(page, encoding="utf-8").read()
        m = re.search(r'<figure class="diagram">.*?</figure>', text, re.S)
        if m:
            # The drawing only: the text description below it is for screen readers.
            parts.append(re.sub(r'<details class="diagram-text">.*?</details>\s*', "", m.group(0), flags=re.S))
        else:
            parts.append('<p class="diag"><span class="error">no diagram figure in the built page</span></p>')
    items = []
    for severity, line, col, message in sorted(diagnostics.get(name, []), key=lambda d: (d[1], d[2])):
        cls = ' class="error"' if severity == "error" else ""
        where = f"line {line - 6}: " if line > 6 else ""  # the article's front matter and fence: 6 lines
        items.append(f"<li{cls}>{html.escape(severity)}: {html.escape(where + message)}</li>")
    if items:
        parts.append('<ul class="diag">' + "".join(items) + "</ul>")
    return "\n".join(parts)

for row in open(os.path.join(work, "langs.txt")):
    name, lang = row.split()
    source = open(os.path.join(sources, name + ".mmd"), encoding="utf-8").read().rstrip("\n")
    with open(os.path.join(work, "pages", name + ".html"), "w", encoding="utf-8") as f:
        f.write(PAGE.format(lang=lang, name=html.escape(name), puente_version=html.escape(puente_version),
                            mermaid_version=html.escape(mermaid_version), puente=puente_side(name, lang),
                            source=html.escape(source, quote=False)))
EOF

# 4. Screenshots: a first run reads the size the page asks for, the second takes the picture at that size.
echo "== screenshots"
chrome_flags=(--headless=new --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1
    --virtual-time-budget=5000 --user-data-dir="$work/chromium-profile")
shrink=""
command -v pngquant >/dev/null && shrink+=" pngquant"
command -v optipng >/dev/null && shrink+=" optipng"
while read -r name lang; do
    url="file://$work/pages/$name.html"
    measure=$("$chromium" "${chrome_flags[@]}" --window-size=2400,1200 --dump-dom "$url" 2>/dev/null |
        grep -o 'data-measure="[0-9]*x[0-9]*"' | head -n 1 | sed 's/.*="\(.*\)"/\1/' || true)
    [[ -n "$measure" ]] || { echo "  $name: the page gave no size; using 1400x1200" >&2; measure=1400x1200; }
    w=${measure%x*}
    h=${measure#*x}
    png="$dest/$name.png"
    "$chromium" "${chrome_flags[@]}" --window-size="$w,$h" --screenshot="$png" "$url" >/dev/null 2>&1
    if [[ "$shrink" == *pngquant* ]]; then
        pngquant --quality=80-98 --speed 1 --strip --force --output "$png" -- "$png" || true
    fi
    if [[ "$shrink" == *optipng* ]]; then
        optipng -quiet -o2 -strip all "$png" || true
    fi
    printf '  %-32s %5sx%-5s %4s KB\n' "$name" "$w" "$h" "$(( $(stat -c %s "$png") / 1024 ))"
done <"$work/langs.txt"

echo "== Puente diagnostics"
python3 <<'EOF'
import glob, json, os
work = os.environ["WORK"]
for path in sorted(glob.glob(os.path.join(work, "diag", "*.json"))):
    try:
        data = json.load(open(path, encoding="utf-8"))
    except ValueError:
        print(f"  {os.path.basename(path)}: no JSON output")
        print(open(path + ".stderr", errors="replace").read())
        continue
    for d in data.get("diagnostics", []):
        print(f"  {os.path.relpath(d['path'], work) if d['path'].startswith(work) else d['path']}:"
              f"{d['line']}:{d['column']}: {d['severity']}: {d['message']}")
EOF
total=$(du -cb "$dest"/*.png | tail -n 1 | cut -f1)
echo "done: $(ls "$dest"/*.png | wc -l) PNGs in docs/diagrams/, $(( total / 1024 )) KB in all; mermaid.js $mermaid_version"
