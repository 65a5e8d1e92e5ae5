import Foundation

/// Reads the links and ids out of pages Puente generated (well-formed, double-quoted attributes).
struct HTMLLinks {
    /// Every `href` and `src` value, entity-decoded, with the tag it sits on.
    var references: [(tag: String, attribute: String, value: String)] = []
    /// Every `id` value.
    var ids: Set<String> = []

    init(html: String) {
        let tagPattern = try! NSRegularExpression(pattern: "<([a-zA-Z][a-zA-Z0-9]*)((?:\\s+[^>]*)?)>")
        let attributePattern = try! NSRegularExpression(pattern: "\\s([a-zA-Z:-]+)=\"([^\"]*)\"")
        let ns = html as NSString
        for match in tagPattern.matches(in: html, range: NSRange(location: 0, length: ns.length)) {
            let tag = ns.substring(with: match.range(at: 1)).lowercased()
            let attributes = ns.substring(with: match.range(at: 2))
            let attrNS = attributes as NSString
            for attribute in attributePattern.matches(
                in: attributes, range: NSRange(location: 0, length: attrNS.length))
            {
                let name = attrNS.substring(with: attribute.range(at: 1)).lowercased()
                let value = Self.decodeEntities(attrNS.substring(with: attribute.range(at: 2)))
                switch name {
                case "href", "src": references.append((tag, name, value))
                case "id": ids.insert(value)
                default: break
                }
            }
        }
    }

    static func decodeEntities(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#x27;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
