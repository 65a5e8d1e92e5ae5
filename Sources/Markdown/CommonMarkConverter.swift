import CCmark
import Diagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Parses Markdown with libcmark into a ``MarkdownNode`` tree. This is the only file that calls libcmark.
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
        var bytes = text
        let root: OpaquePointer? = bytes.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                cmark_parse_document($0.baseAddress, $0.count, CMARK_OPT_SOURCEPOS)
            }
        }
        guard let root else { return (MarkdownNode(.document), nil) }
        defer { cmark_node_free(root) }
        var tooDeep: SourceRange?
        let document = convert(root, lines: lines, depth: 0, maxDepth: maxDepth, tooDeep: &tooDeep)
        return (document, tooDeep)
    }

    /// cmark's own HTML for `text`, used by the tests to prove ``HTMLRenderer`` matches it byte for byte.
    public static func referenceHTML(_ text: String, unsafe: Bool = false) -> String {
        let options = unsafe ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT
        var bytes = text
        return bytes.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                guard let html = cmark_markdown_to_html(chars.baseAddress, chars.count, options) else { return "" }
                defer { free(html) }
                return String(cString: html)
            }
        }
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
        return MarkdownNode(kind(of: node), range: here, children: children)
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
        case CMARK_NODE_ITEM: return .item
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
        default:
            // Custom nodes are never produced by the parser; keep their text if one appears.
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
