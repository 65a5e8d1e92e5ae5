import Foundation
import Incremental
import Markdown
import SafeSVG

/// A picture an article shows from the site's own files (`![Alt](figura.png)` next to the article, or under
/// `Content/images/`): published under a name that changes with its bytes, so it can be cached forever, and
/// with its size, so the page keeps its layout while it loads.
public struct ImageFile: Sendable, Equatable {
    /// The formats a page may show, by file extension.
    public static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "svg"]

    /// Site-relative path of the source file (`Content/es/guia/figura.png`).
    public var sourcePath: String
    /// Site-relative path of the published copy (`assets/img/figura-1a2b3c4d.png`).
    public var outputPath: String
    /// Its size in pixels, from the file itself.
    public var size: ImageSize
    /// The bytes, published as they are.
    public var bytes: [UInt8]

    /// What is wrong with a file an article names as an image.
    public enum Problem: Error, Equatable {
        case unsupportedExtension(String)
        case unreadableSize(String)
        /// An SVG's `width`, `height` or `viewBox` that is no size (`width="1e19"`, `inf`, a negative number).
        case unusableSize(String)
        /// An SVG that holds scripts, handlers or external references (``SVGInspection``), each at its line.
        case unsafeSVG([SVGInspection.Problem])
    }

    /// The published image for `bytes` read from `sourcePath`.
    public static func make(sourcePath: String, bytes: [UInt8]) throws(Problem) -> ImageFile {
        let name = sourcePath.split(separator: "/").last.map(String.init) ?? sourcePath
        let dot = name.lastIndex(of: ".")
        let ext = dot.map { String(name[name.index(after: $0)...]).lowercased() } ?? ""
        guard extensions.contains(ext) else { throw .unsupportedExtension(ext) }
        let size: ImageSize
        if ext == "svg" {
            size = try svgSize(bytes)
        } else {
            guard let found = ImageDimensions.size(of: bytes, format: ext) else { throw .unreadableSize(ext) }
            size = found
        }
        let stem = dot.map { String(name[..<$0]) } ?? name
        let digest = String(StableHash.Key(bytes).text.prefix(10))
        return ImageFile(
            sourcePath: sourcePath, outputPath: "assets/img/\(Slug.suggestion(for: stem))-\(digest).\(ext)", size: size,
            bytes: bytes)
    }

    /// The size of an SVG image that may be published: the whole file is read as XML, and one that holds
    /// anything a browser would run or fetch is refused.
    static func svgSize(_ bytes: [UInt8]) throws(Problem) -> ImageSize {
        let inspection = SVGInspection.inspect(bytes)
        if !inspection.problems.isEmpty { throw .unsafeSVG(inspection.problems) }
        if let unusable = inspection.unusableSize { throw .unusableSize(unusable) }
        guard let size = inspection.declaredSize ?? inspection.viewBoxSize else { throw .unreadableSize("svg") }
        return ImageSize(width: Int(size.width.rounded()), height: Int(size.height.rounded()))
    }
}
