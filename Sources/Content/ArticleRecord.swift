import Config
import Incremental
import Markdown

/// What the pipeline keeps of an article that parsed with nothing to say, under its parse key
/// (``ArticleParseStage/Input/key``, which covers its path, bytes, the configuration and the reserved ids):
/// every fact later stages read about it without its document. The next build that finds the same key takes
/// the article from here, and parses it only if a stage reads its document (``DocumentCell``).
///
/// An article with warnings is never kept, so every build parses it and says them again.
public struct ArticleRecord: MemoCodable, Equatable {
    /// The language code.
    public var language: String
    /// The URL slug.
    public var slug: String
    /// The front matter, the configuration's default iOS applied.
    public var frontMatter: FrontMatter
    /// The headings with their ids.
    public var headings: [Heading]
    /// The pictures it shows.
    public var images: [ImageReference]
    /// The key of the site's link targets and images (``LinkResolver``) under which every link of the article
    /// resolved; nil when they have not (yet) all resolved. Under another key its links are resolved again.
    public var linkKey: StableHash.Key?

    /// The record of `article`, which shows `images`.
    public init(_ article: Article, images: [ImageReference], linkKey: StableHash.Key?) {
        language = article.language
        slug = article.slug
        frontMatter = article.frontMatter
        headings = article.headings
        self.images = images
        self.linkKey = linkKey
    }

    /// Every field in order; optional values behind a 0/1 word, lists behind their count.
    public func encode(into bytes: inout [UInt8]) {
        bytes.appendString(language)
        bytes.appendString(slug)
        let front = frontMatter
        bytes.appendString(front.title)
        bytes.appendOptional(front.summary)
        bytes.appendWord(front.date.map { UInt64($0.year * 10_000 + $0.month * 100 + $0.day) } ?? 0)
        bytes.appendOptional(front.author)
        bytes.appendWord(UInt64(front.tags.count))
        for tag in front.tags { bytes.appendString(tag) }
        bytes.appendWord(front.ios.map { UInt64($0.major) << 32 | UInt64($0.minor) + 1 } ?? 0)
        bytes.appendOptional(front.translation)
        bytes.appendOptional(front.translatedFrom)
        bytes.appendWord(front.draft ? 1 : 0)
        bytes.appendOptional(front.slug)
        bytes.appendWord(front.kind == .page ? 1 : 0)
        bytes.appendWord(UInt64(headings.count))
        for heading in headings {
            bytes.appendWord(UInt64(heading.level))
            bytes.appendString(heading.text)
            bytes.appendString(heading.anchor)
            if let range = heading.range {
                bytes.appendWord(1)
                for value in [range.startLine, range.startColumn, range.endLine, range.endColumn] {
                    bytes.appendWord(UInt64(value))
                }
            } else {
                bytes.appendWord(0)
            }
        }
        bytes.appendWord(UInt64(images.count))
        for image in images {
            bytes.appendString(image.source)
            bytes.appendWord(image.lacksAltText ? 1 : 0)
            bytes.appendWord(UInt64(image.line))
            bytes.appendWord(UInt64(image.column))
        }
        if let linkKey {
            bytes.appendWord(1)
            bytes.appendWord(linkKey.high)
            bytes.appendWord(linkKey.low)
        } else {
            bytes.appendWord(0)
        }
    }

    /// Reads what ``encode(into:)`` wrote; nil for anything else.
    public init?(decoding reader: inout MemoReader) {
        guard let language = reader.string(), let slug = reader.string(), let title = reader.string(),
            let summary = reader.optionalString(), let dateWord = reader.word(), let author = reader.optionalString(),
            let tagCount = reader.word(), tagCount < 1 << 16
        else { return nil }
        var tags: [String] = []
        for _ in 0..<tagCount {
            guard let tag = reader.string() else { return nil }
            tags.append(tag)
        }
        guard let iosWord = reader.word(), let translation = reader.optionalString(),
            let translatedFrom = reader.optionalString(), let draft = reader.word(), draft <= 1,
            let frontSlug = reader.optionalString(), let kind = reader.word(), kind <= 1,
            let headingCount = reader.word(), headingCount < 1 << 20
        else { return nil }
        var date: ArticleDate?
        if dateWord != 0 {
            guard dateWord < 100_000_000 else { return nil }
            let value = Int(dateWord)
            guard let made = ArticleDate(year: value / 10_000, month: value / 100 % 100, day: value % 100) else {
                return nil
            }
            date = made
        }
        guard iosWord >> 32 < 1 << 16 else { return nil }
        let ios = iosWord == 0 ? nil : IOSVersion(major: Int(iosWord >> 32), minor: Int(iosWord & 0xFFFF_FFFF) - 1)
        var front = FrontMatter(
            title: title, summary: summary, date: date, author: author, tags: tags, ios: ios,
            translation: translation, translatedFrom: translatedFrom, draft: draft == 1)
        front.slug = frontSlug
        front.kind = kind == 1 ? .page : .article
        var headings: [Heading] = []
        for _ in 0..<headingCount {
            guard let level = reader.int(below: 7), let text = reader.string(), let anchor = reader.string(),
                let hasRange = reader.word(), hasRange <= 1
            else { return nil }
            var range: SourceRange?
            if hasRange == 1 {
                guard let a = reader.int(), let b = reader.int(), let c = reader.int(), let d = reader.int() else {
                    return nil
                }
                range = SourceRange(startLine: a, startColumn: b, endLine: c, endColumn: d)
            }
            headings.append(Heading(level: level, text: text, anchor: anchor, range: range))
        }
        guard let imageCount = reader.word(), imageCount < 1 << 20 else { return nil }
        var images: [ImageReference] = []
        for _ in 0..<imageCount {
            guard let source = reader.string(), let lacks = reader.word(), lacks <= 1, let line = reader.int(),
                let column = reader.int()
            else { return nil }
            images.append(ImageReference(source: source, lacksAltText: lacks == 1, line: line, column: column))
        }
        guard let hasLinkKey = reader.word(), hasLinkKey <= 1 else { return nil }
        if hasLinkKey == 1 {
            guard let high = reader.word(), let low = reader.word() else { return nil }
            linkKey = StableHash.Key(high: high, low: low)
        } else {
            linkKey = nil
        }
        self.language = language
        self.slug = slug
        self.frontMatter = front
        self.headings = headings
        self.images = images
    }
}

extension [UInt8] {
    /// Appends 0 for nil, else 1 and the length-prefixed string.
    mutating func appendOptional(_ text: String?) {
        if let text {
            appendWord(1)
            appendString(text)
        } else {
            appendWord(0)
        }
    }
}

extension MemoReader {
    /// Reads what `appendOptional` wrote: `.some(nil)` for nil, nil when the bytes are not one.
    mutating func optionalString() -> String?? {
        guard let flag = word(), flag <= 1 else { return nil }
        guard flag == 1 else { return .some(nil) }
        guard let text = string() else { return nil }
        return .some(text)
    }
}
