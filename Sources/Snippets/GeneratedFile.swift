import Diagnostics

/// The Swift file the compiler sees for one snippet, with the origin of every line.
struct GeneratedFile: Sendable, Hashable {
    /// Where a generated line came from.
    enum Origin: Sendable, Hashable {
        /// An implicit `import` added for the snippet; errors there point at the fence.
        case implicitImport
        /// A line of the article (a prelude or the block itself).
        case article(SnippetLine)
    }

    /// The file's text.
    var text: String
    /// One origin per line.
    var origins: [Origin]
    /// The article path.
    var path: String
    /// The block's fence, for errors on generated lines.
    var fence: SourceLocation
    /// How many lines (implicit imports, then the prelude) come before the block's first line.
    var snippetStart: Int

    /// Builds the file: implicit imports, then the prelude, then the block. A cross-import overlay whose two
    /// modules the file imports is imported too, as the compiler does with the SDK's overlays.
    init(snippet: Snippet, prelude: [SnippetLine], imports: [String], overlays: [StubModules.CrossImport] = []) {
        var lines: [String] = []
        var origins: [Origin] = []
        var imports = imports
        if !overlays.isEmpty {
            let imported = Set(
                imports + (prelude + snippet.lines).compactMap { StubModules.importedModule(Substring($0.text)) })
            for overlay in overlays
            where overlay.modules.allSatisfy(imported.contains) && !imports.contains(overlay.overlay) {
                imports.append(overlay.overlay)
            }
        }
        for module in imports {
            lines.append("import \(module)")
            origins.append(.implicitImport)
        }
        snippetStart = imports.count + prelude.count
        for line in prelude + snippet.lines {
            lines.append(line.text)
            origins.append(.article(line))
        }
        text = lines.joined(separator: "\n") + "\n"
        self.origins = origins
        path = snippet.path
        fence = snippet.fence
    }

    /// The article location of a compiler position in this file.
    func location(line: Int, column: Int) -> SourceLocation {
        guard line >= 1, line <= origins.count, case .article(let origin) = origins[line - 1] else { return fence }
        return SourceLocation(path: path, line: origin.line, column: max(1, column) + origin.columnOffset)
    }

    /// The article location of the first `#sourceLocation` directive in the file, if any.
    func lineDirective() -> SourceLocation? {
        guard text.contains("#sourceLocation") else { return nil }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.drop { $0 == " " || $0 == "\t" }
            if code.hasPrefix("#sourceLocation") {
                return location(line: index + 1, column: line.count - code.count + 1)
            }
        }
        return nil
    }
}
