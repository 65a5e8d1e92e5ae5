import Incremental

/// The site's configuration, read from `Content/site.yml`.
public struct SiteConfig: Sendable, Hashable {
    /// One language the site publishes in.
    public struct Language: Sendable, Hashable {
        /// BCP 47 code and folder name under `Content/` (for example `es`).
        public var code: String
        /// The site's title in this language.
        public var title: String
        /// A one-sentence description, for meta tags and feeds.
        public var description: String
        /// The header's links (`menu:`), in order.
        public var menu: [SiteLink] = []
        /// The footer's text and links (`footer:`).
        public var footer = SiteFooter()

        /// Creates a language.
        public init(code: String, title: String, description: String) {
            self.code = code
            self.title = title
            self.description = description
        }
    }

    /// Absolute URL of the site's root, always ending in `/` (for example `https://puente.example/`).
    public var baseURL: String
    /// Languages in the order the config lists them.
    public var languages: [Language]
    /// The language of the root page's first half and of `x-default`.
    public var defaultLanguage: String
    /// Emit authors' raw HTML; off by default, so Markdown cannot inject markup.
    public var unsafeHTML: Bool
    /// Publish articles marked `draft: true`.
    public var drafts: Bool
    /// Hosts an article may show images from (`build.image_hosts`), which then enter the pages' CSP; any other
    /// external image is an error, since the CSP would block it.
    public var imageHosts: [String] = []
    /// Whether an article without an edition in each language is a warning, an error or nothing (`translations:`).
    public var translations = TranslationPolicy.warn
    /// How snippets are checked.
    public var snippets: SnippetSettings
    /// Ceilings on article size, nesting, snippets and diagram nodes.
    public var limits: BuildLimits
    /// The logo shown in the header (`logo:`).
    public var logo: SiteLogo?
    /// The accent colours (`colors:`).
    public var colors = SiteColors()
    /// The site's own stylesheets, linked after the theme's (`extra_css:`).
    public var extraCSS: [SiteStylesheet] = []

    /// The minimum iOS version an article has when its front matter does not say (`ios:`).
    public var defaultIOS: String? { snippets.defaultIOS }

    /// Creates a configuration.
    public init(
        baseURL: String, languages: [Language], defaultLanguage: String, unsafeHTML: Bool = false,
        drafts: Bool = false, snippets: SnippetSettings = SnippetSettings(), limits: BuildLimits = BuildLimits()
    ) {
        self.baseURL = baseURL
        self.languages = languages
        self.defaultLanguage = defaultLanguage
        self.unsafeHTML = unsafeHTML
        self.drafts = drafts
        self.snippets = snippets
        self.limits = limits
    }

    /// The language with `code`, if the site has it.
    public func language(_ code: String) -> Language? {
        languages.first { $0.code == code }
    }

    /// Language codes in config order.
    public var languageCodes: [String] { languages.map(\.code) }

    /// Folders Puente writes at the site's root besides the languages' own, with what they hold: a language of
    /// that code would put its pages among them, so it is refused.
    public static let rootFolders: [String: String] = [
        "assets": "the theme's assets and the articles' images", "search": "the search index",
    ]
}

extension SiteConfig {
    /// The configuration with its content key, as stage inputs carry it (compared by key, made once).
    public var keyed: Keyed<SiteConfig> { Keyed(self, key: stableKey(.siteConfig)) }
}

extension SiteConfig: StableHashable {
    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(baseURL)
        hasher.combine(languages)
        hasher.combine(defaultLanguage)
        hasher.combine(unsafeHTML)
        hasher.combine(drafts)
        hasher.combine(imageHosts)
        hasher.combine(translations)
        hasher.combine(snippets)
        hasher.combine(limits)
        hasher.combine(logo)
        hasher.combine(colors)
        hasher.combine(extraCSS)
    }
}

extension SiteConfig.Language: StableHashable {
    /// Every stored field, in order.
    public func hash(into hasher: inout StableHasher) {
        hasher.combine(code)
        hasher.combine(title)
        hasher.combine(description)
        hasher.combine(menu)
        hasher.combine(footer)
    }
}
