import Foundation

/// The allow-lists ``SVGInspection`` applies: which elements, namespaces, attribute values and CSS an SVG image
/// published by Puente may hold.
enum SVGRules {
    /// The SVG namespace.
    static let svgNamespace = "http://www.w3.org/2000/svg"
    /// At most this many problems are reported per file.
    static let maximumProblems = 20

    /// SVG elements that draw, group, clip, fill, filter, describe, style or animate; nothing that runs code,
    /// embeds another document or listens for events.
    static let elements: Set<String> = [
        "svg", "g", "defs", "symbol", "use", "switch", "view", "title", "desc", "metadata", "a", "style",
        "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "text", "tspan", "textPath", "image",
        "linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask", "marker", "filter",
        "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix", "feDiffuseLighting",
        "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB", "feFuncG",
        "feFuncR", "feGaussianBlur", "feImage", "feMerge", "feMergeNode", "feMorphology", "feOffset",
        "fePointLight", "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence",
        "animate", "animateMotion", "animateTransform", "set", "mpath",
    ]

    /// Namespaces of the metadata drawing programs write beside the drawing, which browsers ignore.
    static let metadataNamespaces: Set<String> = [
        "http://www.inkscape.org/namespaces/inkscape",
        "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
        "http://inkscape.sourceforge.net/DTD/sodipodi-0.dtd",
        "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
        "http://purl.org/dc/elements/1.1/",
        "http://purl.org/dc/terms/",
        "http://creativecommons.org/ns#",
        "http://web.resource.org/cc/",
        "http://ns.adobe.com/AdobeIllustrator/10.0/",
        "http://ns.adobe.com/AdobeSVGViewerExtensions/3.0/",
        "http://ns.adobe.com/Extensibility/1.0/",
        "http://ns.adobe.com/Graphs/1.0/",
        "http://ns.adobe.com/Variables/1.0/",
        "http://ns.adobe.com/SaveForWeb/1.0/",
        "http://ns.adobe.com/xap/1.0/",
        "http://www.bohemiancoding.com/sketch/ns",
    ]

    /// Elements an author might expect to work, with why they may not.
    static func elementMessage(_ name: String) -> String {
        switch name {
        case "script", "handler", "listener":
            "<\(name)> is not allowed in an SVG image: opened on its own, it would run on the site"
        case "foreignObject":
            "<foreignObject> is not allowed in an SVG image: it embeds HTML, which can run scripts"
        case "iframe", "embed", "object", "audio", "video", "canvas":
            "<\(name)> is not allowed in an SVG image: it embeds another document or media"
        default:
            "<\(name)> is not an SVG element Puente publishes (drawing, text, gradients, filters and animation only)"
        }
    }

    /// Why the attribute `name="value"` of `element` may not be published, or nil.
    static func attributeProblem(_ name: String, _ value: String, element: String) -> String? {
        // Most attributes are coordinates, colours and ids: a value without `:`, `(`, `\` or `&` and a name that
        // is no handler, link, style or animation target needs no closer look.
        let plainValue = !value.utf8.contains { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "(") || $0 == 0x5C }
        let lead = name.utf8.prefix(2).map { $0 | 0x20 }
        if plainValue, lead != [UInt8(ascii: "o"), UInt8(ascii: "n")], !name.contains(":"), name != "href",
            name != "style", name != "attributeName"
        {
            return nil
        }
        let local = name.split(separator: ":").last.map(String.init) ?? name
        if local.lowercased().hasPrefix("on") {
            return "the event handler \(name)=\"…\" is not allowed: it would run as a script"
        }
        if name == "xml:base" { return "xml:base is not allowed: it changes where every reference points" }
        let flat = String(
            value.unicodeScalars.filter { $0.value > 0x20 && !($0.value >= 0x7F && $0.value <= 0x9F) }.map(
                Character.init)
        ).lowercased()
        for scheme in ["javascript:", "vbscript:", "data:text/html", "data:application/", "data:image/svg"]
        where flat.contains(scheme) {
            return "\(name)=\"…\" holds a '\(scheme)' address, which would run or load a document"
        }
        if local == "href" { return hrefProblem(name, value, element: element) }
        if (element == "animate" || element == "set" || element == "animateTransform" || element == "animateMotion"),
            local == "attributeName"
        {
            let target = value.split(separator: ":").last.map { $0.lowercased() } ?? ""
            if target == "href" || target.hasPrefix("on") {
                return "<\(element)> may not change \(value): that could make a link or a handler run code"
            }
        }
        if local == "style", let problem = cssProblem(value) { return "style=\"…\": \(problem)" }
        if let problem = urlProblem(value) { return "\(name)=\"…\": \(problem)" }
        return nil
    }

    /// `href` (or `xlink:href`): a fragment of this file, an inline raster picture, or on `<a>` a web or mail link.
    private static func hrefProblem(_ name: String, _ value: String, element: String) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("#") { return nil }
        let lower = trimmed.lowercased()
        if element == "image" || element == "feImage" {
            let rasters = ["data:image/png;", "data:image/jpeg;", "data:image/gif;", "data:image/webp;"]
            if rasters.contains(where: { lower.hasPrefix($0) }) { return nil }
        }
        if element == "a", ["https:", "http:", "mailto:"].contains(where: { lower.hasPrefix($0) }) { return nil }
        return "\(name)=\"\(trimmed.prefix(60))\" is an external reference; an SVG image may only point inside "
            + "itself (#id)\(element == "image" ? " or hold a PNG, JPEG, GIF or WebP picture as data:" : "")"
    }

    /// Why CSS text (a `<style>` element or a `style` attribute) may not be published, or nil.
    static func cssProblem(_ css: String) -> String? {
        let lower = css.lowercased()
        if css.contains("\\") { return "CSS escapes (\\) are not allowed: they can hide an address" }
        if lower.contains("@import") { return "@import is not allowed: it loads another style sheet" }
        for function in ["expression(", "image-set(", "-webkit-image-set(", "cross-fade(", "element("]
        where lower.contains(function) {
            return "\(function)…) is not allowed"
        }
        if lower.contains("-moz-binding") || lower.contains("behavior:") { return "bindings are not allowed" }
        return urlProblem(css)
    }

    /// Why a text holding `url(…)` may not be published: every `url()` must point at `#id` of this file.
    static func urlProblem(_ text: String) -> String? {
        let lower = text.lowercased()
        var rest = lower[...]
        while let range = rest.range(of: "url(") {
            let inside = rest[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\"" || $0 == "'" }
            if !inside.hasPrefix("#") {
                return
                    "url(\(inside.prefix(40).prefix { $0 != ")" })) is an external reference; only url(#id) is allowed"
            }
            rest = rest[range.upperBound...]
        }
        return nil
    }

    /// A `width`/`height` value: pixels (a plain number or `px`), another unit (ignored), or not a size.
    enum Length: Equatable {
        case pixels(Double)
        case otherUnit
        case unusable(String)
    }

    static func length(_ text: String) -> Length {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let number = trimmed.hasSuffix("px") ? String(trimmed.dropLast(2)) : trimmed
        if let value = Double(number) { return usable(value) ? .pixels(value) : .unusable(trimmed) }
        // A number with another unit (`%`, `em`, `mm`): the viewBox gives the size.
        if let unit = trimmed.firstIndex(where: { $0.isLetter || $0 == "%" }), Double(trimmed[..<unit]) != nil {
            return Double(trimmed[..<unit]).map(usable) == true ? .otherUnit : .unusable(trimmed)
        }
        return .unusable(trimmed)
    }

    /// A size in pixels Puente can lay out: finite, above zero, at most 65,536.
    static func usable(_ value: Double) -> Bool { value.isFinite && value > 0 && value <= 65_536 }
}
