import Incremental

/// A link the site's configuration places on every page: a header menu item or a footer link
/// (`languages.<code>.menu`, `languages.<code>.footer.links`).
///
/// It names an article or page by its Markdown path, a tag, or an external `https:` address. The first two are
/// resolved once the content is loaded (``resolvedPath``), like links in articles.
public struct SiteLink: Sendable, Hashable {
    /// What the link points to.
    public enum Target: Sendable, Hashable {
        /// An article or page by the path of its Markdown file under `Content/` (`es/guia.md`), with an optional
        /// `#anchor`.
        case page(path: String, anchor: String?)
        /// A tag's page in the link's language, by the tag's name.
        case tag(String)
        /// An external address (https only).
        case url(String)
    }

    /// The text shown.
    public var label: String
    /// Where it goes.
    public var target: Target
    /// Where `site.yml` names its target (1-based line and column of the `path`, `tag` or `url` value).
    public var line: Int
    /// See ``line``.
    public var column: Int
    /// The site-relative path of the target page (`es/guia/`, `es/tags/swiftui/`, with `#anchor`), set when the
    /// content is resolved; nil for an external link or before resolution.
    public var resolvedPath: String?

    /// Creates a link.
    public init(label: String, target: Target, line: Int = 1, column: Int = 1, resolvedPath: String? = nil) {
        self.label = label
        self.target = target
        self.line = line
        self.column = column
        self.resolvedPath = resolvedPath
    }

    /// Whether the link leaves the site.
    public var isExternal: Bool {
        if case .url = target { return true }
        return false
    }
}

/// A language's footer: a line of text and links (`languages.<code>.footer`).
public struct SiteFooter: Sendable, Hashable {
    /// Plain text shown in the footer (escaped; no Markdown or HTML).
    public var text: String?
    /// Links shown after it.
    public var links: [SiteLink]

    /// Creates a footer.
    public init(text: String? = nil, links: [SiteLink] = []) {
        self.text = text
        self.links = links
    }
}

/// The site's logo (`logo:`): images from the site's `Theme/assets/`, one per colour scheme.
public struct SiteLogo: Sendable, Hashable {
    /// Output-relative path of the light-scheme image (`assets/logo.svg`).
    public var light: String
    /// Output-relative path of the dark-scheme image; nil when the light one serves both.
    public var dark: String?
    /// The images' text alternative; empty when the logo only decorates the site title beside it.
    public var alt: String
    /// Where `site.yml` declares each path, for errors: key → (line, column).
    public var lines: [String: Int]
    /// See ``lines``.
    public var columns: [String: Int]

    /// Creates a logo.
    public init(
        light: String, dark: String? = nil, alt: String = "", lines: [String: Int] = [:], columns: [String: Int] = [:]
    ) {
        self.light = light
        self.dark = dark
        self.alt = alt
        self.lines = lines
        self.columns = columns
    }
}

/// The site's accent colours (`colors:`), as `#rrggbb`, for the light and the dark scheme.
public struct SiteColors: Sendable, Hashable {
    /// The light scheme's accent (links, focus rings), or nil to keep the theme's.
    public var accent: String?
    /// The dark scheme's accent, or nil to keep the theme's.
    public var accentDark: String?

    /// Creates colours.
    public init(accent: String? = nil, accentDark: String? = nil) {
        self.accent = accent
        self.accentDark = accentDark
    }

    /// Whether any colour is set.
    public var isEmpty: Bool { accent == nil && accentDark == nil }
}

/// A stylesheet of the site's own (`extra_css:`), linked after the theme's.
public struct SiteStylesheet: Sendable, Hashable {
    /// Output-relative path (`assets/extra.css`).
    public var path: String
    /// Where `site.yml` lists it.
    public var line: Int
    /// See ``line``.
    public var column: Int

    /// Creates a stylesheet entry.
    public init(path: String, line: Int = 1, column: Int = 1) {
        self.path = path
        self.line = line
        self.column = column
    }
}

extension SiteLink: StableHashable {
    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(label)
        hasher.combine(target)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(resolvedPath)
    }
}

extension SiteLink.Target: StableHashable {
    /// The kind, then its values.
    public func hash(into hasher: inout StableHasher) {
        switch self {
        case .page(let path, let anchor):
            hasher.combine("page")
            hasher.combine(path)
            hasher.combine(anchor)
        case .tag(let name):
            hasher.combine("tag")
            hasher.combine(name)
        case .url(let url):
            hasher.combine("url")
            hasher.combine(url)
        }
    }
}

extension SiteFooter: StableHashable {
    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(text)
        hasher.combine(links)
    }
}

extension SiteLogo: StableHashable {
    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(light)
        hasher.combine(dark)
        hasher.combine(alt)
        hasher.combine(lines)
        hasher.combine(columns)
    }
}

extension SiteColors: StableHashable {
    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(accent)
        hasher.combine(accentDark)
    }
}

extension SiteStylesheet: StableHashable {
    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(path)
        hasher.combine(line)
        hasher.combine(column)
    }
}
