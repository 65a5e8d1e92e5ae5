import Config
import Diagnostics
import Foundation
import Markdown
import SiteFiles
import TextBasics

/// Finds the pictures articles show and checks each at its own line: a file of the site's (`![Alt](figura.png)`,
/// relative to the article, as on GitHub) is read through the site folder's rules and becomes an ``ImageFile``;
/// an external one must come from a host in `build.image_hosts` (the CSP admits only those); every image
/// needs alt text.
enum ImageCollector {
    /// The pictures `article`'s document shows, in order.
    static func references(in article: Article) -> [ImageReference] {
        var found: [ImageReference] = []
        article.document.walk { node in
            guard case .image(let source, _, _) = node.kind else { return }
            found.append(
                ImageReference(
                    source: source, lacksAltText: node.plainText.allSatisfy(\.isWhitespace),
                    line: node.range?.startLine ?? 1, column: node.range?.startColumn ?? 1))
        }
        return found
    }

    /// Every image file the articles use (each with the pictures it shows), by site-relative source path, and
    /// the problems found.
    static func collect(
        _ articles: [(article: Article, images: [ImageReference])], config: SiteConfig, folder: SiteFolder
    ) -> ([String: ImageFile], [Diagnostic]) {
        var uses: [(path: String, location: SourceLocation)] = []
        var diagnostics: [Diagnostic] = []
        for (article, references) in articles {
            for image in references {
                let source = image.source
                let location = SourceLocation(path: article.path, line: image.line, column: image.column)
                if image.lacksAltText {
                    diagnostics.append(
                        .error(
                            "image '\(source)' has no alt text", at: location,
                            help: "say what it shows, for readers who cannot see it: ![Diagrama del flujo](\(source))"))
                }
                switch classify(source, article: article, imageHosts: config.imageHosts) {
                case .file(let path): uses.append((path, location))
                case .allowed: break
                case .refused(let message, let help): diagnostics.append(.error(message, at: location, help: help))
                }
            }
        }
        // Each file is read once, however many articles show it.
        var images: [String: ImageFile] = [:]
        var failed: Set<String> = []
        for use in uses where images[use.path] == nil && !failed.contains(use.path) {
            do {
                let bytes = try folder.read(use.path)
                images[use.path] = try ImageFile.make(sourcePath: use.path, bytes: bytes)
            } catch let error as SiteFileError {
                failed.insert(use.path)
                let message: String
                if case .missing = error {
                    message = "no image file at \(use.path)"
                } else {
                    message = error.diagnostic.message
                }
                diagnostics.append(
                    .error(
                        message, at: use.location,
                        help: "paths are relative to the article's file; put the picture next to it or under "
                            + "Content/images/"))
            } catch let problem as ImageFile.Problem {
                failed.insert(use.path)
                switch problem {
                case .unsupportedExtension(let ext):
                    diagnostics.append(
                        .error(
                            "images must be PNG, JPEG, GIF, WebP or SVG files, found '.\(ext)' (\(use.path))",
                            at: use.location))
                case .unreadableSize:
                    diagnostics.append(
                        .error(
                            "\(use.path) is not a readable image: its size could not be read from its header",
                            at: use.location, help: "export it again as PNG, JPEG, GIF, WebP or SVG"))
                case .unusableSize(let attribute):
                    diagnostics.append(
                        .error(
                            "\(use.path) declares \(attribute), which is not a size (a finite number of pixels "
                                + "from 1 to 65536)", at: use.location,
                            help: "give the <svg> element a width and height in pixels, or a viewBox"))
                case .unsafeSVG(let problems):
                    // Each at its own line of the SVG file, with the article that shows it.
                    let shownBy = Diagnostic(.note, "shown by this image", at: use.location)
                    diagnostics += problems.map { problem in
                        Diagnostic(
                            .error, "\(problem.message); Puente does not publish it",
                            at: SourceLocation(path: use.path, line: problem.line, column: problem.column),
                            help: "remove it from the file (for example with svgo, or your editor's export "
                                + "without scripts, links and metadata): an SVG image opened on its own runs "
                                + "with the site's address",
                            notes: [shownBy])
                    }
                }
            } catch {
                failed.insert(use.path)
                diagnostics.append(.error("cannot read \(use.path): \(error)", at: use.location))
            }
        }
        return (images, diagnostics)
    }

    enum Kind: Equatable {
        /// A file of the site, by site-relative path.
        case file(String)
        /// An external or inline image the site admits.
        case allowed
        /// Neither; the message and help.
        case refused(String, String?)
    }

    /// What an image's source names.
    static func classify(_ source: String, article: Article, imageHosts: [String] = []) -> Kind {
        if source.isEmpty { return .refused("the image has no source", nil) }
        if let colon = source.firstIndex(of: ":"), source[..<colon].allSatisfy({ $0.isASCII && $0.isLetter }) {
            let scheme = source[..<colon].lowercased()
            if scheme == "data" { return .allowed }
            let host = URLComponents(string: source)?.host?.lowercased() ?? ""
            guard scheme == "https" else {
                return .refused(
                    "external images must use https:, found '\(scheme):'",
                    "copy the picture next to the article instead")
            }
            guard imageHosts.contains(where: { $0.lowercased() == host }) else {
                return .refused(
                    "external image from '\(host)', which the site's Content-Security-Policy does not allow",
                    "copy the picture next to the article, or add the host to Content/site.yml: "
                        + "build: { image_hosts: [\(host)] }")
            }
            return .allowed
        }
        if source.hasPrefix("//") {
            return .refused("protocol-relative image URLs are not allowed", "use https:// or a file of the site")
        }
        if source.hasPrefix("/") {
            return .refused(
                "site-absolute image paths break under a sub-folder", "use a path relative to the article's file")
        }
        let pathPart = String(source.prefix { $0 != "#" && $0 != "?" })
        guard let decoded = PercentDecoding.decode(pathPart) else {
            return .refused("malformed %-escape in the image path", nil)
        }
        let directory = article.path.split(separator: "/").dropLast().joined(separator: "/")
        guard let target = PagePath.normalize(directory + "/" + decoded), target.hasPrefix("Content/") else {
            return .refused("the image path leaves the Content folder", nil)
        }
        return .file(target)
    }
}
