// swift-tools-version: 6.0
// Puente: a static documentation-site generator for bilingual (es/ja) Swift migration articles.

import PackageDescription

let package = Package(
    name: "Puente",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "puente", targets: ["puente"])
    ],
    targets: [
        // C libraries, each confined to one converter file in the stage that uses it.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),

        // Pipeline stages, one-way: Diagnostics ← YAML ← Config ← Markdown ← Content ← Theme ← Site ← puente.
        .target(name: "Diagnostics"),
        .target(name: "YAML", dependencies: ["CYAML", "Diagnostics"]),
        .target(name: "Markdown", dependencies: ["CCmark", "Diagnostics"]),
        .target(name: "Templates"),
        .target(name: "Config", dependencies: ["Diagnostics", "YAML"]),
        .target(name: "Content", dependencies: ["Diagnostics", "YAML", "Config", "Markdown"]),
        .target(name: "Theme", dependencies: ["Diagnostics", "YAML", "Config", "Markdown", "Content", "Templates"]),
        .target(name: "Site", dependencies: ["Diagnostics", "Config", "Content", "Markdown", "Theme", "Templates"]),
        .executableTarget(name: "puente", dependencies: ["Site", "Diagnostics"]),

        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates"]),
        .testTarget(name: "ConfigTests", dependencies: ["Config"]),
        .testTarget(name: "ContentTests", dependencies: ["Content"]),
        .testTarget(name: "ThemeTests", dependencies: ["Theme"]),
        .testTarget(name: "SiteTests", dependencies: ["Site"]),
        .testTarget(name: "puenteTests", dependencies: ["puente"]),
    ],
    swiftLanguageModes: [.v6]
)
