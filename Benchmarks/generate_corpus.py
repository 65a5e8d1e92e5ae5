#!/usr/bin/env python3
"""Writes a deterministic site of N articles (default 2,000) split between Spanish and Japanese.

Each article is about 4 KB: headings, paragraphs of realistic migration-guide prose, six Swift code blocks
(checkable against the stubs), every tenth article a mermaid flowchart, and about a third of the Spanish
articles paired with a Japanese translation. The generated site is not committed.

    Benchmarks/generate_corpus.py OUT_DIR [--articles 2000] [--no-stubs]
"""
import argparse
import os
import random
import shutil

ES_WORDS = (
    "vista modificador estado lista navegación pila controlador anfitrión gesto desplazamiento teclado "
    "versión mínima disponibilidad compatibilidad extensión receta alerta diálogo confirmación enlace "
    "sección fragmento interfaz componente aplicación pantalla usuario sistema marco migración patrón "
    "rendimiento accesibilidad apariencia color fondo barra botón acción presentación hoja ruta camino"
).split()
ES_GLUE = "el la los las un una de del en con para por que se como cuando pero sin sobre entre".split()
JA_WORDS = (
    "ビュー 状態 リスト 背景色 バージョン 分岐 表示 画面 ナビゲーション 互換性 実装 方法 記事 設定 "
    "ジェスチャー キーボード 余白 安全領域 コントローラー 修飾子 構造体 引数 初期化 更新"
).split()
JA_GLUE = "を に は が で と の も から まで".split()
APIS = ["ContentUnavailableView", "scrollContentBackground", "NavigationStack", "confirmationDialog",
        "UIHostingController", "safeAreaRegions", "presentationDetents", "ViewThatFits", "onChange"]

SNIPPETS = [
    """struct {name}: View {{
    @State private var count = 0
    var body: some View {{
        VStack {{
            Text("\\(count)")
            Button("+") {{ count += 1 }}
        }}
        .padding()
    }}
}}""",
    """struct {name}: View {{
    let items: [String]
    var body: some View {{
        List(items, id: \\.self) {{ Text($0) }}
            .listStyle(.insetGrouped)
    }}
}}""",
    """struct {name}: View {{
    var body: some View {{
        if #available(iOS 16.0, *) {{
            List {{ Text("16") }}.scrollContentBackground(.hidden)
        }} else {{
            List {{ Text("15") }}
        }}
    }}
}}""",
]


def sentence(rng, language):
    if language == "es":
        words = [rng.choice(ES_WORDS if i % 2 else ES_GLUE) for i in range(rng.randint(8, 16))]
        if rng.random() < 0.3:
            words.insert(rng.randint(0, len(words)), f"`{rng.choice(APIS)}`")
        text = " ".join(words)
        return text[0].upper() + text[1:] + "."
    parts = [rng.choice(JA_WORDS) + rng.choice(JA_GLUE) for _ in range(rng.randint(5, 9))]
    if rng.random() < 0.3:
        parts.insert(rng.randint(0, len(parts)), f"`{rng.choice(APIS)}`")
    return "".join(parts) + "。"


def paragraph(rng, language):
    return " ".join(sentence(rng, language) for _ in range(rng.randint(7, 9)))


# Blocks in other languages (`--other-languages`), each made distinct by the article's number so no two
# articles share highlighted code.
OTHER_BLOCKS = [
    ("bash", 'xcodebuild test -scheme App{n} -destination "platform=iOS Simulator,name=iPhone 16" # run {n}'),
    ("json", '{{"name": "App{n}", "minimumOS": "15.0", "features": ["stack", "observation"], "build": {n}}}'),
    ("yaml", "name: app-{n}\non:\n  pull_request:\n    branches: [main]\njobs:\n  test:\n    runs-on: macos-15"),
    ("kotlin", "@Composable\nfun Screen{n}(items: List<String>) {{\n    LazyColumn {{ items(items) {{ Text(it) }} }}\n}}"),
    ("objc", "@interface Screen{n} : UIViewController\n@property (nonatomic, copy) NSString *title;\n@end"),
    ("ruby", 'lane :beta{n} do\n  build_app(scheme: "App{n}")\n  upload_to_testflight\nend'),
    ("xml", '<plist version="1.0"><dict><key>Build{n}</key><string>{n}</string></dict></plist>'),
    ("sql", "SELECT id, name FROM recipes WHERE build = {n} ORDER BY name LIMIT 20;"),
]


def article(rng, number, language, key, other_languages=0, swift_blocks=2):
    title = (f"Patrón {number}: " if language == "es" else f"パターン{number}：") + sentence(rng, language)[:40]
    lines = ["---", f'title: "{title.rstrip(".。")}"', f'summary: "{sentence(rng, language)}"',
             f"date: 2024-{1 + number % 12:02d}-{1 + number % 28:02d}", "ios: 15", f"translation: {key}",
             "tags: [swiftui, migracion]" if language == "es" else "tags: [swiftui, migration]", "---", ""]
    for section in range(3):
        heading = sentence(rng, language).rstrip(".。")[:50]
        lines += [f"## {heading}", "", paragraph(rng, language), ""]
        for block in range(swift_blocks):
            name = f"Vista{number}x{section}x{block}"
            lines += ["```swift", rng.choice(SNIPPETS).format(name=name), "```", ""]
        for block in range(other_languages * (section + 1) // 3 - other_languages * section // 3):
            fence, code = OTHER_BLOCKS[(number + section + block) % len(OTHER_BLOCKS)]
            lines += ["```" + fence, code.format(n=number * 10 + section), "```", ""]
    if number % 10 == 0:
        lines += ["```mermaid", "flowchart TD", "    A[Inicio] --> B{¿iOS 16?}", "    B -->|sí| C[API nueva]",
                  "    B -->|no| D[Alternativa]", "    C --> E[Fin]", "    D --> E", "```", ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--articles", type=int, default=2000)
    parser.add_argument("--no-stubs", action="store_true", help="leave Content/Stubs out (no snippet checking)")
    parser.add_argument("--swift-blocks", type=int, default=2, help="Swift blocks per section (three sections)")
    parser.add_argument("--other-languages", type=int, default=0,
                        help="blocks in other languages per article (bash, json, yaml, kotlin, objc, ruby, xml, sql)")
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    rng = random.Random(42)
    if os.path.exists(args.out):
        shutil.rmtree(args.out)
    for language in ("es", "ja"):
        os.makedirs(os.path.join(args.out, "Content", language))
    check = "false" if args.no_stubs else "true"
    with open(os.path.join(args.out, "Content", "site.yml"), "w") as f:
        f.write('base_url: "https://bench.example/"\ndefault_language: es\nlanguages:\n'
                '  es: { title: "Bench", description: "Corpus de prueba" }\n'
                '  ja: { title: "Bench", description: "ベンチマーク" }\n'
                f"snippets:\n  ios: 15\n  check: {check}\n")
    if not args.no_stubs:
        shutil.copytree(os.path.join(root, "Content", "Stubs"), os.path.join(args.out, "Content", "Stubs"))
    shutil.copytree(os.path.join(root, "Theme"), os.path.join(args.out, "Theme"))
    spanish = args.articles * 2 // 3
    for number in range(args.articles):
        if number < spanish:
            language, key = "es", f"art-{number}"
        else:
            language = "ja"
            # A third of the Spanish articles get a Japanese translation; the rest of ja stands alone.
            paired = number - spanish
            key = f"art-{paired * 2}" if paired * 2 < spanish and paired % 2 == 0 else f"ja-{number}"
        path = os.path.join(args.out, "Content", language, f"articulo-{number:05d}.md")
        with open(path, "w") as f:
            f.write(article(rng, number, language, key, args.other_languages, args.swift_blocks))


if __name__ == "__main__":
    main()
