#!/usr/bin/env python3
"""Writes a site with M checkable Swift snippets (default 200), for the snippet-checking benchmark.

Deterministic: the same M gives the same files. Snippets are realistic SwiftUI views: state, lists, stacks,
availability checks, modifiers, each with its own type name, spread over articles of ten snippets.

    Benchmarks/generate_snippet_corpus.py OUT_DIR [--snippets 200]
"""
import argparse
import os
import random
import shutil

SHAPES = [
    """struct {name}: View {{
    @State private var count = 0
    var body: some View {{
        VStack(spacing: 12) {{
            Text("Pulsaciones: \\(count)")
                .font(.headline)
            Button("Sumar") {{ count += 1 }}
                .buttonStyle(.borderedProminent)
        }}
        .padding()
    }}
}}""",
    """struct {name}: View {{
    let items: [String]
    var body: some View {{
        List(items, id: \\.self) {{ item in
            Label(item, systemImage: "star")
        }}
        .listStyle(.insetGrouped)
        .navigationTitle("Elementos")
    }}
}}""",
    """struct {name}: View {{
    var body: some View {{
        if #available(iOS 16.0, *) {{
            List {{ Text("iOS 16") }}
                .scrollContentBackground(.hidden)
        }} else {{
            List {{ Text("iOS 15") }}
        }}
    }}
}}""",
    """struct {name}: View {{
    @State private var name = ""
    @FocusState private var focused: Bool
    var body: some View {{
        Form {{
            Section("Perfil") {{
                TextField("Nombre", text: $name)
                    .focused($focused)
                Toggle("Avisos", isOn: .constant(true))
            }}
        }}
        .task {{ await Task.yield() }}
    }}
}}""",
    """extension View {{
    func {lower}(isEmpty: Bool) -> some View {{
        overlay {{
            if isEmpty {{
                if #available(iOS 17.0, *) {{
                    ContentUnavailableView("Vacío", systemImage: "tray")
                }} else {{
                    Text("Vacío").foregroundStyle(.secondary)
                }}
            }}
        }}
    }}
}}""",
    """final class {name}: ObservableObject {{
    @Published var values: [Int] = []
    func add(_ value: Int) {{ values.append(value) }}
}}""",
    """struct {name}: UIViewRepresentable {{
    func makeUIView(context: Context) -> UILabel {{
        let label = UILabel()
        label.textColor = .secondaryLabel
        return label
    }}
    func updateUIView(_ uiView: UILabel, context: Context) {{
        uiView.text = "Hola"
    }}
}}""",
]

SITE = """base_url: "https://bench.example/"
default_language: es
languages:
  es: {{ title: "Bench", description: "Corpus de fragmentos" }}
  ja: {{ title: "Bench", description: "スニペット" }}
snippets:
  ios: 15
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--snippets", type=int, default=200)
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    rng = random.Random(20231120)
    if os.path.exists(args.out):
        shutil.rmtree(args.out)
    os.makedirs(os.path.join(args.out, "Content", "es"))
    os.makedirs(os.path.join(args.out, "Content", "ja"))
    with open(os.path.join(args.out, "Content", "site.yml"), "w") as f:
        f.write(SITE.format())
    shutil.copytree(os.path.join(root, "Content", "Stubs"), os.path.join(args.out, "Content", "Stubs"))
    shutil.copytree(os.path.join(root, "Theme"), os.path.join(args.out, "Theme"))
    per_article = 10
    for article in range((args.snippets + per_article - 1) // per_article):
        body = [f"---\ntitle: \"Artículo {article}\"\nios: 15\n---\n"]
        for index in range(per_article):
            number = article * per_article + index
            if number >= args.snippets:
                break
            shape = rng.choice(SHAPES)
            name = f"Vista{number:04d}"
            body.append(f"## Ejemplo {number}\n\nUn párrafo que explica el ejemplo {number}.\n")
            body.append("```swift\n" + shape.format(name=name, lower=f"estado{number:04d}") + "\n```\n")
        with open(os.path.join(args.out, "Content", "es", f"articulo-{article:03d}.md"), "w") as f:
            f.write("\n".join(body))


if __name__ == "__main__":
    main()
