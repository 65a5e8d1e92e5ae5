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
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
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
        _ node: OpaquePointer, lines: [Substring], depth: Int, maxDepth: Int, tooDeep: inout SourceRange?,
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

    private static func range(of node: OpaquePointer, lines: [Substring]) -> SourceRange? {
        let startLine = Int(cmark_node_get_start_line(node))
        guard startLine > 0 else { return nil }
        let endLine = Int(cmark_node_get_end_line(node))
        func column(_ line: Int, _ byteColumn: Int32) -> Int {
            guard line >= 1, line <= lines.count else { return Int(max(byteColumn, 1)) }
            return TextPosition.scalarColumn(inLine: lines[line - 1], byteColumn: Int(byteColumn))
        }
        return SourceRange(
            startLine: startLine,
            startColumn: column(startLine, cmark_node_get_start_column(node)),
            endLine: endLine,
            endColumn: column(endLine, cmark_node_get_end_column(node)))
    }
}
