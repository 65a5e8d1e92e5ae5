import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What a site's SVG image holds that a browser would run or fetch, and the size it declares.
///
/// A published SVG is served from the site's own origin, and opened directly (not through `<img>`) it is a
/// document: its scripts, event handlers and `javascript:` links run with the site's cookies and storage, and
/// its external references are fetched. Puente publishes only SVGs with none of these, so each is refused at its
/// line, never rewritten behind the author's back. The rules are allow-lists: elements of the SVG namespace that
/// draw, group, style or animate (no `script`, `foreignObject`, `iframe`, `handler`); elements of other
/// namespaces only from the drawing programs' metadata vocabularies (Inkscape, Sodipodi, RDF, Dublin Core,
/// Creative Commons, Adobe, Sketch), never XHTML; no `on…` attribute; `href` only to a fragment of the same
/// file (`#id`) or an inline raster picture (`data:image/png;base64,…`), or on `<a>` to `https:`, `http:` or
/// `mailto:`; `url(…)` only to `#id`; no `@import`, CSS escape, `xml:base`, processing instruction or DTD
/// entity. The XML is read by the toolchain's `XMLParser` (libxml2), which never fetches anything.
public struct SVGInspection: Sendable {
    /// One thing the file may not hold, at its line and column (1-based).
    public struct Problem: Sendable, Equatable {
        /// Line of the file.
        public var line: Int
        /// Column (where the parser was: the end of the start tag).
        public var column: Int
        /// What is wrong, one sentence.
        public var message: String
    }

    /// The Content-Security-Policy an SVG file is served with where a server can set one (`puente serve`, the
    /// `_headers` file): no script, nothing from elsewhere, inline styles only (drawing programs write `style=`
    /// attributes), and a sandbox.
    public static let contentSecurityPolicy =
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox"

    /// Everything refused, in file order.
    public var problems: [Problem] = []
    /// The root element's `width` and `height` in CSS pixels (plain numbers or `px`), when both are there.
    public var declaredSize: (width: Double, height: Double)?
    /// The root element's `viewBox` width and height, when it has one.
    public var viewBoxSize: (width: Double, height: Double)?
    /// The root element's `width`/`height`/`viewBox` text that is not a usable size (`1e19`, `inf`, `-4`).
    public var unusableSize: String?

    /// The largest SVG image Puente reads (libxml2 stops at about 10 MB without its "huge" option).
    public static let maximumBytes = 8 << 20

    /// Reads `bytes` as an SVG document.
    public static func inspect(_ bytes: [UInt8]) -> SVGInspection {
        var inspection = SVGInspection()
        guard bytes.count <= maximumBytes else {
            inspection.problems.append(
                Problem(
                    line: 1, column: 1,
                    message: "the SVG image is \(bytes.count >> 20) MiB; SVG images of more than "
                        + "\(maximumBytes >> 20) MiB are not published (simplify it, or export it as PNG or WebP)"))
            return inspection
        }
        // A document type with an internal subset can declare entities (a billion laughs, or `javascript:`
        // hidden in an entity): refused before parsing.
        if let entity = firstLine(of: Array("<!ENTITY".utf8), in: bytes) {
            inspection.problems.append(
                Problem(line: entity, column: 1, message: "DTD entity declarations are not allowed in an SVG image"))
            return inspection
        }
        let reader = Reader()
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        reader.parser = parser
        let parsed = parser.parse()
        inspection.problems = reader.problems
        if !parsed || reader.failure != nil {
            let line = max(1, parser.lineNumber)
            let reason = reader.failure ?? (parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown error")
            inspection.problems.append(Problem(line: line, column: 1, message: "not well-formed XML: \(reason)"))
        } else if !reader.sawRoot {
            inspection.problems.append(Problem(line: 1, column: 1, message: "no <svg> element"))
        }
        inspection.declaredSize = reader.declaredSize
        inspection.viewBoxSize = reader.viewBoxSize
        inspection.unusableSize = reader.unusableSize
        return inspection
    }

    /// The line of the first occurrence of `needle` in `bytes`, if any.
    private static func firstLine(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var line = 1
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle { return line }
            index += 1
        }
        return nil
    }
}

/// The `XMLParser` delegate that applies ``SVGInspection``'s rules as elements arrive.
private final class Reader: NSObject, XMLParserDelegate {
    weak var parser: XMLParser?
    var problems: [SVGInspection.Problem] = []
    var failure: String?
    var sawRoot = false
    var declaredSize: (width: Double, height: Double)?
    var viewBoxSize: (width: Double, height: Double)?
    var unusableSize: String?
    /// The open elements' local names, innermost last.
    private var open: [String] = []
    /// The text of the `<style>` element being read.
    private var styleText: String?
    private var styleLine = 1

    private func refuse(_ message: String) {
        guard problems.count < SVGRules.maximumProblems else { return }
        problems.append(
            SVGInspection.Problem(
                line: max(1, parser?.lineNumber ?? 1), column: max(1, parser?.columnNumber ?? 1), message: message))
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let name = qualifiedName ?? elementName
        let namespace = namespaceURI ?? ""
        if !sawRoot {
            sawRoot = true
            if namespace != SVGRules.svgNamespace || elementName != "svg" {
                refuse(
                    "the root element is <\(name)>, not an SVG <svg> (xmlns=\"\(SVGRules.svgNamespace)\" is needed)")
            }
            readSize(attributes)
        }
        open.append(elementName)
        if namespace == SVGRules.svgNamespace {
            if !SVGRules.elements.contains(elementName) {
                refuse(SVGRules.elementMessage(name))
            }
        } else if !SVGRules.metadataNamespaces.contains(namespace) {
            refuse(
                "<\(name)> is in the namespace '\(namespace.isEmpty ? "none" : namespace)', which an SVG image may "
                    + "not use (only SVG and drawing programs' metadata)")
        }
        for (attribute, value) in attributes.sorted(by: { $0.key < $1.key }) {
            if let problem = SVGRules.attributeProblem(attribute, value, element: elementName) { refuse(problem) }
        }
        if namespace == SVGRules.svgNamespace, elementName == "style" {
            styleText = ""
            styleLine = parser.lineNumber
        }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        if elementName == "style", let text = styleText {
            if let problem = SVGRules.cssProblem(text) {
                problems.append(SVGInspection.Problem(line: styleLine, column: 1, message: "<style>: \(problem)"))
            }
            styleText = nil
        }
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if styleText != nil { styleText! += string }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        if styleText != nil { styleText! += String(decoding: CDATABlock, as: UTF8.self) }
    }

    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        refuse("the processing instruction <?\(target) …?> is not allowed (it can load a style sheet or transform)")
    }

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        refuse("DTD entity declarations are not allowed in an SVG image")
    }

    func parser(
        _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?
    ) {
        refuse("DTD entity declarations are not allowed in an SVG image")
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if failure == nil { failure = "\(parseError.localizedDescription)" }
    }

    /// Width and height from the root's attributes, with range checks: a number must be finite and between
    /// 0 (exclusive) and 65,536 px to be a size.
    private func readSize(_ attributes: [String: String]) {
        let width = attributes["width"].map(SVGRules.length)
        let height = attributes["height"].map(SVGRules.length)
        for (name, parsed) in [("width", width), ("height", height)] {
            if case .unusable(let text)? = parsed, unusableSize == nil { unusableSize = "\(name)=\"\(text)\"" }
        }
        if case .pixels(let w)? = width, case .pixels(let h)? = height { declaredSize = (w, h) }
        if let box = attributes["viewBox"] {
            let numbers = box.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
                .map { Double($0) }
            if numbers.count == 4, let w = numbers[2], let h = numbers[3], SVGRules.usable(w), SVGRules.usable(h) {
                viewBoxSize = (w, h)
            } else if unusableSize == nil {
                unusableSize = "viewBox=\"\(box)\""
            }
        }
    }
}
