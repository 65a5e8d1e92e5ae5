import CCmark
import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Parses Markdown with cmark-gfm (GitHub's extension of libcmark, with its table, strikethrough, autolink,
/// tagfilter and task-list extensions, and its footnotes) into a ``MarkdownNode`` tree. This is the only file
/// that calls it.
///
/// cmark reports columns in UTF-8 bytes; the converter turns them into Unicode-scalar columns so that
/// diagnostics point at the right character in Japanese and accented Spanish text.
public enum CommonMarkConverter {
    /// Parses `text` (CommonMark) into a document node. No C pointer outlives this call.
    public static func parse(_ text: String) -> MarkdownNode {
        parse(text, maxDepth: .max).document
    }

    /// Parses `text`, keeping nodes at most `maxDepth` levels below the document (lists, quotes, emphasis,
    /// links…). Deeper nodes are left out, and `tooDeep` is the position of the first one, so a pathological
    /// document cannot exhaust the stack of the tree's recursive walkers.
    public static func parse(_ text: String, maxDepth: Int) -> (document: MarkdownNode, tooDeep: SourceRange?) {
        let lines = ColumnMap(text.lineSlices())
        // The length is the UTF-8 count, never `strlen`: a NUL byte must not end the document (cmark itself
        // keeps the text and puts U+FFFD there).
        return withParsed(text, options: CMARK_OPT_SOURCEPOS | CMARK_OPT_FOOTNOTES) { root, _ in
            var tooDeep: SourceRange?
            let document = convert(root, lines: lines, depth: 0, maxDepth: maxDepth, tooDeep: &tooDeep)
            return (FootnoteLinks.link(document), tooDeep)
        } ?? (MarkdownNode(.document), nil)
    }

    /// cmark-gfm's own HTML for `text`, with the same extensions, used by the tests to prove ``HTMLRenderer``
    /// matches it byte for byte.
    public static func referenceHTML(_ text: String, unsafe: Bool = false) -> String {
        let options = (unsafe ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT) | CMARK_OPT_FOOTNOTES
        return withParsed(text, options: options) { root, extensions in
            guard let html = cmark_render_html(root, options, extensions) else { return "" }
            defer { free(html) }
            return String(cString: html)
        } ?? ""
    }

    /// cmark-gfm's core extensions, registered once: its registry is a global list that two threads must not
    /// fill at once (a parse on another thread then found no extension and rendered a table as text).
    private static let registered: Void = cmark_gfm_core_extensions_ensure_registered()

    /// Held while a parser finishes: cmark-gfm parses inlines with a table of special characters that is
    /// global to the process, and each parser adds its extensions' characters (`~`, `:`, `w`) to it before and
    /// removes them after, so two documents finishing at once on two threads would each lose some (an
    /// autolink or a strikethrough then reads as text, differently from one build to the next).
    private static let finishing = NSLock()

    /// The extensions every document is parsed with, by cmark-gfm's names.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// Parses `text` with the extensions and gives `body` the tree and the parser's extension list; nothing
    /// of either outlives the call.
    private static func withParsed<Result>(
        _ text: String, options: Int32, _ body: (OpaquePointer, UnsafeMutablePointer<cmark_llist>?) -> Result
    ) -> Result? {
        _ = registered
        guard let parser = cmark_parser_new(options) else { return nil }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let found = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, found) }
        }
        var bytes = text
        bytes.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        finishing.lock()
        let finished = cmark_parser_finish(parser)
        finishing.unlock()
        guard let root = finished else { return nil }
        defer { cmark_node_free(root) }
        return body(root, cmark_parser_get_syntax_extensions(parser))
    }

    /// The libcmark version string, for the build report.
    public static var version: String { String(cString: cmark_version_string()) }

    private static func convert(
        _ node: OpaquePointer, lines: ColumnMap, depth: Int, maxDepth: Int, tooDeep: inout SourceRange?,
        enclosing: SourceRange? = nil
    ) -> MarkdownNode {
        let here = range(of: node, lines: lines)
        var children: [MarkdownNode] = []
        var child = cmark_node_first_child(node)
        if let first = child, depth >= maxDepth {
            // Inline nodes may carry no position; the nearest positioned ancestor stands in.
            if tooDeep == nil { tooDeep = range(of: first, lines: lines) ?? here ?? enclosing }
            child = nil
        }
        while let current = child {
            children.append(
                convert(
                    current, lines: lines, depth: depth + 1, maxDepth: maxDepth, tooDeep: &tooDeep,
                    enclosing: here ?? enclosing))
            child = cmark_node_next(current)
        }
        var kind = kind(of: node)
        if case .footnoteDefinition = kind {
            // cmark-gfm keeps the label but gives no function to read it: it is on the definition's first line,
            // just before where the node starts (`[^label]:` and the blanks after it).
            let line = Int(cmark_node_get_start_line(node))
            let label =
                line >= 1 && line <= lines.lines.count
                ? footnoteLabel(lines.lines[line - 1], before: Int(cmark_node_get_start_column(node))) : ""
            kind = .footnoteDefinition(label: label, number: 0, references: 0)
        }
        return MarkdownNode(kind, range: here, children: children)
    }

    /// The label of the footnote definition whose content starts at byte column `column` of `line`: the text
    /// between `[^` and `]:` just before it (a label has no blank and no `]`; only a quote's `>` can stand
    /// right before its `[^`).
    static func footnoteLabel(_ line: Substring, before column: Int) -> String {
        var bytes = Array(line.utf8.prefix(max(column - 1, 0)))
        while let last = bytes.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { bytes.removeLast() }
        guard bytes.count >= 2, bytes[bytes.count - 1] == UInt8(ascii: ":"),
            bytes[bytes.count - 2] == UInt8(ascii: "]")
        else { return "" }
        bytes.removeLast(2)
        var start = bytes.count
        while start > 0, ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "]")].contains(bytes[start - 1]) {
            start -= 1
        }
        var run = bytes[start...].drop { $0 == UInt8(ascii: ">") }
        guard run.starts(with: [UInt8(ascii: "["), UInt8(ascii: "^")]) else { return "" }
        run.removeFirst(2)
        return String(decoding: run, as: UTF8.self)
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            return .list(
                ListStyle(
                    ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                    start: Int(cmark_node_get_list_start(node)),
                    tight: cmark_node_get_list_tight(node) != 0))
        case CMARK_NODE_ITEM:
            // The task-list extension marks the items it takes (`- [ ]`, `- [x]`) with its own type name.
            guard string(cmark_node_get_type_string(node)) == "tasklist" else { return .item }
            return .taskListItem(checked: cmark_gfm_extensions_get_tasklist_item_checked(node))
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(
                info: string(cmark_node_get_fence_info(node)), literal: string(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(string(cmark_node_get_literal(node)))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)), anchor: nil)
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_INLINE: return .htmlInline(string(cmark_node_get_literal(node)))
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            return .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_FOOTNOTE_DEFINITION:
            // Its label is read from the text by convert(_:…); ``FootnoteLinks`` numbers it.
            return .footnoteDefinition(label: "", number: 0, references: 0)
        case CMARK_NODE_FOOTNOTE_REFERENCE:
            // cmark-gfm has replaced the label with the footnote's number; ``FootnoteLinks`` finds the rest.
            return .footnoteReference(label: "", number: Int(string(cmark_node_get_literal(node))) ?? 0, occurrence: 0)
        default:
            return extensionKind(of: node)
        }
    }

    /// The kind of a node an extension made (their types are numbered when the extensions register, so they
    /// are told by name).
    private static func extensionKind(of node: OpaquePointer) -> MarkdownNode.Kind {
        switch string(cmark_node_get_type_string(node)) {
        case "table":
            let columns = Int(cmark_gfm_extensions_get_table_columns(node))
            let alignments = cmark_gfm_extensions_get_table_alignments(node)
            return .table(
                alignments: (0..<columns).map { column in
                    switch alignments.map({ UnicodeScalar($0[column]) }) {
                    case "l": .left
                    case "c": .center
                    case "r": .right
                    default: .none
                    }
                })
        case "table_header": return .tableRow(header: true)
        case "table_row": return .tableRow(header: false)
        case "table_cell": return .tableCell
        case "strikethrough": return .strikethrough
        default:
            // No other extension is attached; keep the text of a node nobody expects.
            return .text(string(cmark_node_get_literal(node)))
        }
    }

    private static func range(of node: OpaquePointer, lines: ColumnMap) -> SourceRange? {
        let startLine = Int(cmark_node_get_start_line(node))
        guard startLine > 0 else { return nil }
        let endLine = Int(cmark_node_get_end_line(node))
        return SourceRange(
            startLine: startLine,
            startColumn: lines.column(line: startLine, byteColumn: Int(cmark_node_get_start_column(node))),
            endLine: endLine,
            endColumn: lines.column(line: endLine, byteColumn: Int(cmark_node_get_end_column(node))))
    }

    /// Turns cmark's byte columns into Unicode-scalar columns in constant time per node: an ASCII line needs no
    /// conversion, and any other line gets a byte-to-column table once, the first time a node asks. (Scanning
    /// the line for every node made one long line of inline nodes quadratic.)
    final class ColumnMap {
        let lines: [Substring]
        private var ascii: [Bool?]
        private var tables: [Int: [Int32]] = [:]

        init(_ lines: [Substring]) {
            self.lines = lines
            ascii = Array(repeating: nil, count: lines.count)
        }

        func column(line: Int, byteColumn: Int) -> Int {
            guard line >= 1, line <= lines.count else { return max(byteColumn, 1) }
            guard byteColumn > 1 else { return 1 }
            let text = lines[line - 1]
            if ascii[line - 1] == nil { ascii[line - 1] = text.utf8.allSatisfy { $0 < 0x80 } }
            if ascii[line - 1] == true { return min(byteColumn, text.utf8.count + 1) }
            if tables[line] == nil {
                // table[b] = the scalar column of byte offset b (0-based); continuation bytes map to the column
                // after their scalar, as the scan they replace did.
                var table: [Int32] = []
                table.reserveCapacity(text.utf8.count + 1)
                var column: Int32 = 1
                for scalar in text.unicodeScalars {
                    table.append(column)
                    for _ in 1..<UTF8.width(scalar) { table.append(column + 1) }
                    column += 1
                }
                table.append(column)
                tables[line] = table
            }
            let table = tables[line]!
            return Int(table[min(byteColumn - 1, table.count - 1)])
        }
    }
}
