import Foundation
import Markdown

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
    }

    /// The published image for `bytes` read from `sourcePath`.
    public static func make(sourcePath: String, bytes: [UInt8]) throws(Problem) -> ImageFile {
        let name = sourcePath.split(separator: "/").last.map(String.init) ?? sourcePath
        let dot = name.lastIndex(of: ".")
        let ext = dot.map { String(name[name.index(after: $0)...]).lowercased() } ?? ""
        guard extensions.contains(ext) else { throw .unsupportedExtension(ext) }
        guard let size = ImageDimensions.size(of: bytes, format: ext) else { throw .unreadableSize(ext) }
        let stem = dot.map { String(name[..<$0]) } ?? name
        let digest = String(StableHash.Key(bytes).text.prefix(10))
        return ImageFile(
            sourcePath: sourcePath, outputPath: "assets/img/\(Slug.suggestion(for: stem))-\(digest).\(ext)", size: size,
            bytes: bytes)
    }
}
