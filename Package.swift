// swift-tools-version: 6.0
// Puente: a static documentation-site generator for bilingual (es/ja) Swift migration articles.

import Foundation
import PackageDescription

/// The toolchain's swift-syntax host libraries (`<toolchain>/lib/swift/host`), found through `swiftc` on PATH
/// or `PUENTE_SWIFT_HOST_LIBS`. Without them Puente still builds: snippets are then checked one by one
/// instead of in batches, and code is shown without highlighting.
let swiftSyntaxHost: String? = {
    let environment = ProcessInfo.processInfo.environment
    var candidates: [String] = []
    if let explicit = environment["PUENTE_SWIFT_HOST_LIBS"] { candidates.append(explicit) }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard FileManager.default.fileExists(atPath: swiftc.path) else { continue }
        let toolchain = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(toolchain.appendingPathComponent("lib/swift/host").path)
    }
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/SwiftParser.swiftmodule") }
}()

let swiftSyntaxSettings: [SwiftSetting] = swiftSyntaxHost.map { [.unsafeFlags(["-I", $0])] } ?? []
let swiftSyntaxLinking: [LinkerSetting] =
    swiftSyntaxHost.map {
        [
            .unsafeFlags(["-L", $0, "-Xlinker", "-rpath", "-Xlinker", $0]),
            .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftParser"), .linkedLibrary("SwiftIDEUtils"),
            .linkedLibrary("SwiftIfConfig"), .linkedLibrary("SwiftDiagnostics"),
        ]
    } ?? []

/// The toolchain's index store reader: `lib/libIndexStore.so` and its header `local/include/indexstore/indexstore.h`
/// (or `include/…`), beside the `swiftc` on PATH. Without it Puente still builds; code blocks then make no
/// claim about the APIs they use.
let indexStore: (include: String, library: String)? = {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard FileManager.default.fileExists(atPath: swiftc.path) else { continue }
        let root = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let library = root.appendingPathComponent("lib")
        guard
            FileManager.default.fileExists(atPath: library.appendingPathComponent("libIndexStore.so").path)
                || FileManager.default.fileExists(atPath: library.appendingPathComponent("libIndexStore.dylib").path)
        else { continue }
        for include in ["local/include", "include"].map({ root.appendingPathComponent($0) })
        where FileManager.default.fileExists(atPath: include.appendingPathComponent("indexstore/indexstore.h").path) {
            return (include.path, library.path)
        }
    }
    return nil
}()

/// SourceKit's C header (`include/SourceKit/sourcekitd.h`) beside the `swiftc` on PATH, with the in-process
/// service `lib/libsourcekitdInProc.so` it declares; Puente opens the library at run time. Without them code
/// is highlighted with swift-syntax alone.
let sourceKitInclude: String? = {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard FileManager.default.fileExists(atPath: swiftc.path) else { continue }
        let root = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let include = root.appendingPathComponent("include")
        guard FileManager.default.fileExists(atPath: include.appendingPathComponent("SourceKit/sourcekitd.h").path)
        else { continue }
        return include.path
    }
    return nil
}()

/// Qt 5's headers, which KSyntaxHighlighting's include (Debian puts them under a multiarch folder; pkg-config's
/// Qt5Gui names it too, but with -D flags SwiftPM refuses with a warning on every build).
let qtInclude: String? = {
    let roots = ["/usr/include", "/usr/local/include", "/opt/homebrew/opt/qt@5/include", "/usr/local/opt/qt@5/include"]
    var candidates = roots.map { $0 + "/qt5" } + roots
    if let entries = try? FileManager.default.contentsOfDirectory(atPath: "/usr/include") {
        candidates += entries.sorted().map { "/usr/include/\($0)/qt5" }
    }
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/QtCore/QString") }
}()

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
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        .systemLibrary(name: "CIndexStore"),
        // KDE's KSyntaxHighlighting (libkf5syntaxhighlighting-dev; C++ on Qt) behind the plain C functions of
        // Sources/CKSyntaxBridge/include/CKSyntaxBridge.h, as CICU does for ICU.
        .target(
            name: "CKSyntaxBridge",
            cxxSettings: qtInclude.map { [.unsafeFlags(["-I", $0, "-I", $0 + "/QtCore", "-I", $0 + "/QtGui"])] } ?? [],
            linkerSettings: [.linkedLibrary("KF5SyntaxHighlighting"), .linkedLibrary("Qt5Core")]),
        .systemLibrary(
            name: "CSodium",
            pkgConfig: "libsodium",
            providers: [.apt(["libsodium-dev"]), .brew(["libsodium"])]
        ),
        .systemLibrary(name: "CSourceKit"),
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),

        // Pipeline stages, one-way (ARCHITECTURE.md has the whole graph, checked against this file by check-imports).
        .target(name: "Diagnostics"),
        // Leaf: BLAKE2b digests and the machine's cache tags (libsodium, behind SodiumConverter.swift).
        .target(name: "Digest", dependencies: ["CSodium"]),
        .target(name: "SiteFiles", dependencies: ["Diagnostics", "Digest"]),
        // The build engine: stages with declared inputs, memos in memory and on disk, stable keys, all-core maps.
        .target(name: "Incremental", dependencies: ["SiteFiles", "Digest"]),
        // Leaf: what a site's SVG image holds that a browser would run or fetch (FoundationXML's XMLParser).
        .target(name: "SafeSVG"),
        .target(name: "YAML", dependencies: ["CYAML", "Diagnostics"]),
        .target(name: "Markdown", dependencies: ["CCmark", "Diagnostics", "Incremental", "TextBasics"]),
        .target(name: "Templates"),
        .target(name: "Config", dependencies: ["Diagnostics", "YAML", "Incremental", "TextBasics"]),
        .target(
            name: "Content",
            dependencies: [
                "Diagnostics", "SiteFiles", "YAML", "Config", "Markdown", "SafeSVG", "Digest", "Incremental",
                "TextBasics",
            ]),
        // Leaf: Unicode whitespace trimming, ASCII classes and percent decoding, shared by the parsers.
        .target(name: "TextBasics"),
        .target(name: "Mermaid", dependencies: ["TextBasics", "YAML", "Diagnostics"]),
        .target(name: "Search", dependencies: ["Markdown", "SiteFiles", "Digest", "Incremental"]),
        .target(name: "Preview", dependencies: ["SafeSVG", "TextBasics"]),
        .target(
            name: "CodeBlocks",
            dependencies: ["Markdown", "SiteFiles", "Snippets", "Digest", "Incremental", "Config", "CKSyntaxBridge"]
                + (sourceKitInclude == nil ? [] : ["CSourceKit"]),
            swiftSettings: swiftSyntaxSettings
                + (sourceKitInclude.map { [.define("PUENTE_SOURCEKIT"), .unsafeFlags(["-Xcc", "-I" + $0])] } ?? []),
            linkerSettings: swiftSyntaxLinking),
        .target(
            name: "Diagrams",
            dependencies: [
                "CGraphviz", "LineBreaking", "TextMetrics", "Mermaid", "Diagnostics", "Config", "Markdown", "Content",
                "Incremental",
            ]),
        // ICU's line breaking (libicu-dev) behind three plain C functions: ICU's own C types would clash with
        // the copy of ICU inside Foundation (see Sources/CICU/include/CICU.h).
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc")]),
        .target(name: "LineBreaking", dependencies: ["CICU"]),
        // Real text metrics for diagram labels: fontconfig finds the theme's fonts, HarfBuzz shapes with them.
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
        .target(name: "TextMetrics", dependencies: ["CHarfBuzz", "CFontconfig"]),
        .target(
            name: "CodeIndex", dependencies: indexStore == nil ? [] : ["CIndexStore"],
            swiftSettings: indexStore.map {
                [.define("PUENTE_INDEXSTORE"), .unsafeFlags(["-Xcc", "-I" + $0.include])]
            }
                ?? [],
            linkerSettings: indexStore.map {
                [.unsafeFlags(["-L", $0.library, "-Xlinker", "-rpath", "-Xlinker", $0.library])]
            } ?? []),
        .target(
            name: "Snippets",
            dependencies: [
                "Diagnostics", "SiteFiles", "Config", "Markdown", "Content", "CodeIndex", "Digest", "Incremental",
            ],
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),
        .target(
            name: "Theme",
            dependencies: [
                "Diagnostics", "SiteFiles", "YAML", "Config", "Markdown", "Templates", "SafeSVG", "Incremental",
            ]),
        .target(
            name: "Site",
            dependencies: [
                "Diagnostics", "SiteFiles", "Config", "Content", "Markdown", "Snippets", "Diagrams", "Search",
                "CodeBlocks", "CodeIndex",
                "Theme", "Templates", "SafeSVG", "Digest", "Incremental",
            ],
            swiftSettings: swiftSyntaxSettings),
        .executableTarget(
            name: "puente", dependencies: ["Site", "Diagnostics", "Preview", "Snippets"],
            swiftSettings: swiftSyntaxSettings),

        // Tools: the stub modules from Apple's SDK interfaces (Scripts/stubgen).
        .executableTarget(
            name: "stubgen", dependencies: ["Snippets"], path: "Tools/stubgen", exclude: ["Supplements"],
            swiftSettings: swiftSyntaxSettings, linkerSettings: swiftSyntaxLinking),

        // Benchmarks: timed outside the tests (Benchmarks/run.sh).
        .executableTarget(
            name: "DiagramBenchmark", dependencies: ["Diagrams", "Mermaid"], path: "Benchmarks/DiagramBenchmark"),
        .executableTarget(
            name: "TokenizerBenchmark", dependencies: ["Search"], path: "Benchmarks/TokenizerBenchmark"),
        .executableTarget(
            name: "RebuildBenchmark", dependencies: ["Site"], path: "Benchmarks/RebuildBenchmark",
            swiftSettings: swiftSyntaxSettings),

        // Fuzz targets: libFuzzer entry points (Scripts/fuzz.sh builds them with --sanitize=fuzzer and
        // -DPUENTE_FUZZ); a plain build makes each a tool that replays the inputs named on its command line.
        .target(name: "FuzzSupport", path: "Fuzz/Support"),
        .executableTarget(name: "FuzzMermaid", dependencies: ["Mermaid", "FuzzSupport"], path: "Fuzz/Mermaid"),
        .executableTarget(name: "FuzzFrontMatter", dependencies: ["Content", "FuzzSupport"], path: "Fuzz/FrontMatter"),
        .executableTarget(name: "FuzzMustache", dependencies: ["Templates", "FuzzSupport"], path: "Fuzz/Mustache"),
        .executableTarget(name: "FuzzTokenizer", dependencies: ["Search", "FuzzSupport"], path: "Fuzz/Tokenizer"),
        .executableTarget(name: "FuzzMarkdown", dependencies: ["Markdown", "FuzzSupport"], path: "Fuzz/Markdown"),
        .executableTarget(name: "FuzzYAML", dependencies: ["YAML", "FuzzSupport"], path: "Fuzz/YAML"),

        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "SiteFilesTests", dependencies: ["SiteFiles", "Digest"]),
        .testTarget(name: "SafeSVGTests", dependencies: ["SafeSVG"]),
        .testTarget(name: "DigestTests", dependencies: ["Digest"]),
        .testTarget(name: "YAMLTests", dependencies: ["YAML"]),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown", "Diagnostics", "Incremental"]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates"]),
        .testTarget(name: "ConfigTests", dependencies: ["Config", "Diagnostics"]),
        .testTarget(
            name: "ContentTests",
            dependencies: ["Content", "Diagnostics", "Markdown", "SiteFiles", "Config", "Incremental"]
        ),
        .testTarget(name: "IncrementalTests", dependencies: ["Incremental", "SiteFiles"]),
        .testTarget(name: "MermaidTests", dependencies: ["Mermaid"]),
        .testTarget(name: "TextBasicsTests", dependencies: ["TextBasics"]),
        .testTarget(
            name: "SearchTests", dependencies: ["Search", "Content", "Digest", "Markdown", "SiteFiles", "Incremental"]),
        .testTarget(name: "PreviewTests", dependencies: ["Preview"]),
        .testTarget(
            name: "CodeBlocksTests", dependencies: ["CodeBlocks", "Config", "Snippets"],
            swiftSettings: swiftSyntaxSettings),
        .testTarget(name: "TextMetricsTests", dependencies: ["TextMetrics"]),
        .testTarget(
            name: "DiagramsTests",
            dependencies: [
                "Diagrams", "Config", "Content", "Diagnostics", "LineBreaking", "Markdown", "Mermaid", "TextMetrics",
            ]),
        .testTarget(
            name: "SnippetsTests",
            dependencies: [
                "Snippets", "CodeBlocks", "CodeIndex", "Config", "Content", "Diagnostics", "Digest", "Markdown",
                "SiteFiles",
            ],
            swiftSettings: swiftSyntaxSettings),
        .testTarget(
            name: "ThemeTests", dependencies: ["Theme", "Config", "Diagnostics", "Markdown", "Templates"]),
        .testTarget(
            name: "SiteTests",
            dependencies: [
                "Site", "CodeBlocks", "Content", "Diagnostics", "Diagrams", "Digest", "Markdown", "Search", "SiteFiles",
                "Snippets", "Config", "Incremental", "Templates",
                "Theme",
            ],
            swiftSettings: swiftSyntaxSettings),
        .testTarget(name: "puenteTests", dependencies: ["puente"], swiftSettings: swiftSyntaxSettings),
    ],
    swiftLanguageModes: [.v6]
)
