import Diagnostics
import Incremental
import Markdown
import TextBasics

/// Resolves links between articles and checks every relative link and `#anchor`.
///
/// Authors link to another article by the relative path of its `.md` file (`../ja/x.md#見出し`). The resolver
/// rewrites such links to the target page's relative URL, and reports a missing file or heading at the
/// link's own line and column. External links (with a scheme such as `https:`) are left as they are.
public enum LinkResolver {
    /// What resolving the links of a site's articles made.
    public struct Resolution: Sendable {
        /// The articles, links rewritten, in the order given.
        public var articles: [Article]
        /// Each article's broken links.
        public var diagnostics: [[Diagnostic]]
        /// The key of every link target and image: resolving an unchanged article's links under the same key
        /// gives the same document and diagnostics.
        public var linkKey: StableHash.Key
    }

    /// `articles` with rewritten links, and the diagnostics for broken ones; each article is one item of the
    /// link stage (``LinkStage``), so with a memo an article whose text and link targets are unchanged keeps its
    /// resolved document. An article whose document is not made yet (``Article/isDeferred``) and
    /// whose links all resolved under the key `resolvedUnder` gives for its path, the same as this build's, keeps
    /// its resolution deferred too: it is known to have no broken link, and its document is made when read.
    /// A link to one of the `unloaded` files (there, but with errors of their own) is not reported.
    public static func resolve(
        _ articles: [Article], images: [String: ImageFile], runner: StageRunner,
        resolvedUnder: [String: StableHash.Key], unloaded: [String] = []
    ) -> Resolution {
        var targets: [String: LinkTarget] = [:]
        for path in unloaded {
            targets[path] = LinkTarget(urlPath: "", anchors: [], loaded: false)
        }
        for article in articles {
            targets[article.path] = LinkTarget(urlPath: article.urlPath, anchors: article.headings.map(\.anchor))
        }
        let keyed = Keyed(targets, key: targets.stableKey(.articleTargets))
        let published = images.mapValues { ImageTarget(outputPath: $0.outputPath, size: $0.size) }
        let keyedImages = Keyed(published, key: published.stableKey(.imageTargets))
        let linkKey = StableHash.Key(combining: .linkTargets, [keyed.key, keyedImages.key])
        let settled = articles.indices.filter { index in
            articles[index].isDeferred && resolvedUnder[articles[index].path] == linkKey
        }
        let settledSet = Set(settled)
        let open = articles.indices.filter { !settledSet.contains($0) }
        let links = runner.run(
            LinkStage.self,
            open.map {
                (articles[$0].path, LinkStage.Input(article: articles[$0], targets: keyed, images: keyedImages))
            })
        var resolved = articles
        var diagnostics = [[Diagnostic]](repeating: [], count: articles.count)
        for (index, outcome) in zip(open, links) {
            let key = resolved[index].contentKey  // the parse key; the links are added to it below
            resolved[index].document = outcome.document
            resolved[index].contentKey = key
            diagnostics[index] = outcome.diagnostics
        }
        for index in settled {
            let parsed = articles[index]
            resolved[index].cell = DocumentCell(deferred: {
                resolveLinks(in: parsed, byPath: keyed.value, images: keyedImages.value).document
            })
        }
        for index in resolved.indices {
            // The resolved article is also made from every link target and image.
            resolved[index].contentKey = resolved[index].contentKey.map {
                StableHash.Key(combining: .links, [$0, keyed.key, keyedImages.key])
            }
        }
        return Resolution(articles: resolved, diagnostics: diagnostics, linkKey: linkKey)
    }

    /// Rewrites the links of one article.
    static func resolveLinks(
        in article: Article, byPath: [String: LinkTarget], images: [String: ImageTarget] = [:]
    ) -> ResolvedLinks {
        var diagnostics: [Diagnostic] = []
        let document = article.document.rewritten { node in
            let destination: String
            switch node.kind {
            case .link(let d, _): destination = d
            case .image(let source, let title, _):
                // ``ImageCollector`` has checked every image and reported the problems; a file of the site
                // points at its published copy, with its size.
                guard case .file(let path) = ImageCollector.classify(source, article: article),
                    let image = images[path]
                else { return nil }
                var copy = node
                copy.kind = .image(
                    source: PagePath.relative(from: article.urlPath, to: image.outputPath), title: title,
                    size: image.size)
                return copy
            default: return nil
            }
            let location = SourceLocation(
                path: article.path, line: node.range?.startLine ?? 1, column: node.range?.startColumn ?? 1)
            switch resolveDestination(destination, from: article, byPath: byPath) {
            case .keep:
                return nil
            case .rewrite(let url):
                var copy = node
                if case .link(_, let title) = node.kind { copy.kind = .link(destination: url, title: title) }
                return copy
            case .error(let error):
                diagnostics.append(error(location).diagnostic)
                return nil
            }
        }
        return ResolvedLinks(document: document, diagnostics: diagnostics)
    }

    private enum Outcome {
        case keep
        case rewrite(String)
        case error((SourceLocation) -> ContentError)
    }

    private static func resolveDestination(
        _ destination: String, from article: Article, byPath: [String: LinkTarget]
    ) -> Outcome {
        if destination.isEmpty {
            return .error { .brokenLink($0, destination: destination, reason: "the destination is empty", help: nil) }
        }
        if hasScheme(destination) || destination.hasPrefix("//") { return .keep }
        let (pathPart, fragment) = split(destination)
        if pathPart.isEmpty {
            // Same-page anchor.
            guard let fragment else { return .keep }
            return checkAnchor(fragment, in: target(of: article), path: article.path, url: "")
        }
        if pathPart.hasPrefix("/") {
            return .error {
                .brokenLink(
                    $0, destination: destination,
                    reason: "site-absolute paths are not checked and break under a sub-folder",
                    help: "link to the article's .md file by a relative path, e.g. ../ja/article.md")
            }
        }
        guard let decoded = PercentDecoding.decode(pathPart) else {
            return .error { .brokenLink($0, destination: destination, reason: "malformed %-escape", help: nil) }
        }
        let directory = article.path.split(separator: "/").dropLast().joined(separator: "/")
        guard let target = PagePath.normalize(directory + "/" + decoded), target.hasPrefix("Content/") else {
            return .error {
                .brokenLink($0, destination: destination, reason: "the path leaves the Content folder", help: nil)
            }
        }
        guard target.hasSuffix(".md") else {
            return .error {
                .brokenLink(
                    $0, destination: destination,
                    reason: "only links to .md articles are supported",
                    help: "link to the article's Markdown file, e.g. otro-articulo.md")
            }
        }
        guard let page = byPath[target] else {
            let candidates = byPath.keys.map { String($0) }
            let suggestion = Spelling.closest(to: target, in: candidates)
            return .error {
                .brokenLink(
                    $0, destination: destination, reason: "no article at \(target)",
                    help: suggestion.map { "did you mean \(relativeSourcePath(from: directory, to: $0))?" })
            }
        }
        // The file is there and its own errors are reported: its page and headings are not known.
        guard page.loaded else { return .keep }
        let url = PagePath.relative(from: article.urlPath, to: page.urlPath)
        guard let fragment else { return .rewrite(url) }
        return checkAnchor(fragment, in: page, path: target, url: url)
    }

    private static func target(of article: Article) -> LinkTarget {
        LinkTarget(urlPath: article.urlPath, anchors: article.headings.map(\.anchor))
    }

    private static func checkAnchor(_ fragment: String, in page: LinkTarget, path: String, url: String) -> Outcome {
        guard let anchor = PercentDecoding.decode(fragment) else {
            return .error { .brokenLink($0, destination: "#" + fragment, reason: "malformed %-escape", help: nil) }
        }
        let anchors = page.anchors
        guard anchors.contains(anchor) else {
            let suggestion = Spelling.closest(to: anchor, in: anchors)
            return .error { .missingAnchor($0, anchor: anchor, page: path, suggestion: suggestion) }
        }
        return .rewrite(url + "#" + anchor)
    }

    private static func split(_ destination: String) -> (String, String?) {
        guard let hash = destination.firstIndex(of: "#") else { return (destination, nil) }
        return (String(destination[..<hash]), String(destination[destination.index(after: hash)...]))
    }

    private static func hasScheme(_ destination: String) -> Bool {
        guard let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        guard let first = scheme.first, first.isLetter, first.isASCII else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    private static func relativeSourcePath(from directory: String, to target: String) -> String {
        let fromParts = directory.split(separator: "/")
        let toParts = target.split(separator: "/")
        var common = 0
        while common < min(fromParts.count, toParts.count - 1), fromParts[common] == toParts[common] { common += 1 }
        let up = Array(repeating: "..", count: fromParts.count - common)
        return (up + toParts[common...].map(String.init)).joined(separator: "/")
    }
}
