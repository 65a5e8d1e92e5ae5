import Foundation
import Snippets
import SwiftParser
import SwiftSyntax

/// `stubgen`: Puente's stub modules from Apple's SDK interfaces (Scripts/stubgen runs it).
///
///     stubgen extract <interface> --module M --source owner/repo:path --out M.facts.tsv [--dependency D.facts.tsv]
///                     [--alias SDKModule=StubModule]...
///     stubgen supplement <M.facts.tsv> <Supplements/M.tsv>
///     stubgen reduce <M.facts.tsv> <File.swift>...
///     stubgen render <M.facts.tsv> [--target x86_64-apple-ios13.0-simulator]
///     stubgen prune [--site DIR] [--cache DIR]
///
/// `extract` reads Apple's `.swiftinterface` (assembled from the SDK; it is never committed) into the facts
/// table; `render` prints the interface the build compiles from a table; `prune` compiles the site's stubs
/// (by default this repository's `Content/Stubs`) and marks each row the compiler refuses as
/// `excluded: <its message>` (a declaration that needs a module or type the stubs lack), until all compile.
func usage() -> Never {
    FileHandle.standardError.write(
        Data("usage: stubgen extract <interface> --module M --source S --out FILE | render <facts.tsv>\n".utf8))
    exit(2)
}

let command = CommandLine.arguments.dropFirst().first ?? ""
let arguments = Array(CommandLine.arguments.dropFirst(2))

func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

/// Runs one command; a missing or unreadable file is an error message and exit status 1, not a crash.
func run() throws {
    switch command {
    case "extract":
        guard let path = arguments.first, let module = option("--module"), let out = option("--out") else { usage() }
        var text = try String(contentsOfFile: path, encoding: .utf8)
        // `--alias _LocationEssentials=CoreLocation`: a module of the SDK that the stubs fold into another (iOS 26
        // moved CLLocation and CLLocationCoordinate2D into `_LocationEssentials`, which CoreLocation re-exports).
        var aliasIndex = arguments.startIndex
        while let found = arguments[aliasIndex...].firstIndex(of: "--alias"), found + 1 < arguments.count {
            let pair = arguments[found + 1].split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2 { text = text.replacingOccurrences(of: pair[0] + ".", with: pair[1] + ".") }
            aliasIndex = found + 2
        }
        let file = Parser.parse(source: text)
        // The header: flags that matter for compiling it, and the imports.
        var flags: [String] = []
        var imports: [String] = []
        for line in text.split(separator: "\n").prefix(200) {
            if line.hasPrefix("// swift-module-flags:") {
                // Flags that take a value stay with it; a flag (and value) given twice is kept once.
                let valued: Set<String> = [
                    "-enable-experimental-feature", "-enable-upcoming-feature", "-module-abi-name", "-swift-version",
                    "-target", "-user-module-version", "-module-name", "-package-name", "-library-level",
                ]
                let dropped: Set<String> = [
                    "-target", "-user-module-version", "-module-name", "-library-level", "-O", "-Onone",
                    "-Osize",
                ]
                var words = line.dropFirst("// swift-module-flags:".count).split(separator: " ").map(String.init)
                var pairs: [String] = []
                while !words.isEmpty {
                    let word = words.removeFirst()
                    var pair = word
                    if valued.contains(word), !words.isEmpty { pair += " " + words.removeFirst() }
                    if dropped.contains(word) || pairs.contains(pair) { continue }
                    pairs.append(pair)
                }
                flags = pairs
            }
        }
        for item in file.statements {
            if let decl = item.item.as(ImportDeclSyntax.self) { imports.append(decl.trimmedDescription) }
        }
        var extractor = Extractor(module: module, imports: imports.compactMap { $0.split(separator: " ").last.map(String.init) })
        // `--dependency SwiftUICore.facts.tsv`: what the modules it imports already supply (`Never.Body`).
        for (index, argument) in arguments.enumerated() where argument == "--dependency" && index + 1 < arguments.count {
            let dependency = try StubFactsTable.parse(try String(contentsOfFile: arguments[index + 1], encoding: .utf8))
            for row in dependency.rows where row.isRendered && row.kind == "typealias" && row.name.hasPrefix("Never.") {
                extractor.suppliedElsewhere.insert(String(row.name.dropFirst("Never.".count)))
            }
        }
        extractor.read(file)
        let table = StubFactsTable(
            module: module, source: option("--source") ?? path, flags: flags.joined(separator: " "), imports: imports,
            rows: extractor.rows)
        try table.text.write(toFile: out, atomically: true, encoding: .utf8)
        let counted = extractor.rows.filter { $0.status == "stubbed" }.count
        print("\(module): \(extractor.rows.count) declarations (\(counted) public names, \(extractor.rows.count - counted) underscored)")
    case "supplement":
        // `stubgen supplement M.facts.tsv Supplements/M.tsv`: appends what Apple published after the SDK.
        guard arguments.count >= 2 else { usage() }
        var table = try StubFactsTable.parse(try String(contentsOfFile: arguments[0], encoding: .utf8))
        let added = try Supplement.apply(try String(contentsOfFile: arguments[1], encoding: .utf8), to: &table)
        try table.text.write(toFile: arguments[0], atomically: true, encoding: .utf8)
        print("\(table.module): \(added) declarations supplied")
    case "reduce":
        // `stubgen reduce M.facts.tsv FILE.swift...`: rewrites each hand-written file without what the table declares.
        guard arguments.count >= 2 else { usage() }
        let table = try StubFactsTable.parse(try String(contentsOfFile: arguments[0], encoding: .utf8))
        var reducer = Reducer(
            table: table,
            modules: [table.module, "Swift", "Foundation", "ObjectiveC", "CoreGraphics", "CoreFoundation", "Dispatch"])
        for path in arguments.dropFirst() { reducer.learn(try String(contentsOfFile: path, encoding: .utf8)) }
        for path in arguments.dropFirst() {
            let (text, removed) = reducer.reduce(try String(contentsOfFile: path, encoding: .utf8))
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            print("\(path): \(removed.count) left out\(removed.isEmpty ? "" : ": " + removed.joined(separator: ", "))")
        }
    case "render":
        guard let path = arguments.first else { usage() }
        let table = try StubFactsTable.parse(try String(contentsOfFile: path, encoding: .utf8))
        print(table.render(target: option("--target") ?? "x86_64-apple-ios13.0-simulator").text, terminator: "")
    case "prune":
        let site = URL(fileURLWithPath: option("--site") ?? FileManager.default.currentDirectoryPath)
        let cache = URL(fileURLWithPath: option("--cache") ?? NSTemporaryDirectory() + "stubgen-cache")
        try Pruner(site: site, cache: cache, dryRun: arguments.contains("--dry-run")).run()
    default:
        usage()
    }
}

do {
    try run()
} catch {
    let path = (error as? CocoaError)?.filePath.map { $0 + ": " } ?? ""
    FileHandle.standardError.write(Data("stubgen: error: \(path)\(error.localizedDescription)\n".utf8))
    exit(1)
}
