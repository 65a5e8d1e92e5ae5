import Config
import Diagnostics
import Foundation
import SafeSVG
import SiteFiles
import Templates

/// The site's look: Mustache templates, per-language strings and static assets, all read from `Theme/`.
public struct Theme: Sendable {
    /// Templates every theme must provide, with what each one renders.
    public static let requiredTemplates: [(name: String, purpose: String)] = [
        ("article", "an article page"),
        ("page", "a standalone page (Content/<lang>/pages/)"),
        ("index", "a language's list of articles"),
        ("root", "the bilingual home page"),
        ("not-found", "the 404 page"),
        ("search", "a language's search page"),
        ("tags", "a language's list of tags"),
        ("tag", "the page of one tag"),
    ]

    /// The parsed templates, by name (`article`, `header`, …).
    public var templates: TemplateLibrary
    /// Strings by language code.
    public var strings: [String: ThemeStrings]
    /// Static files to copy into the output, by path relative to `Theme/assets/`.
    public var assets: [String: [UInt8]]
    /// The ids the templates give their own elements (``ThemeElementIDs``), which headings must not take.
    public var elementIDs: Set<String>
    /// The stylesheets' `--pu-font-diagram`: the fonts diagram text is drawn, and so measured, with.
    public var diagramFont: ThemeCSSProperty?

    /// The custom property that names the diagram fonts.
    public static let diagramFontProperty = "--pu-font-diagram"

    /// Creates a theme.
    public init(
        templates: TemplateLibrary, strings: [String: ThemeStrings], assets: [String: [UInt8]],
        elementIDs: Set<String> = []
    ) {
        self.templates = templates
        self.strings = strings
        self.assets = assets
        self.elementIDs = elementIDs
        diagramFont = ThemeCSSProperty.find(Self.diagramFontProperty, in: assets, folder: ThemeLoader.assetsFolder)
    }

    /// Renders template `name` with `context`, mapping engine errors to theme diagnostics.
    public func render(_ name: String, _ context: TemplateValue) throws(ThemeError) -> String {
        do {
            return try templates.render(name, context)
        } catch {
            throw ThemeError.from(error, directory: ThemeLoader.templatesFolder)
        }
    }
}

/// Reads `Theme/` from disk.
public enum ThemeLoader {
    /// Site-relative folder of the templates.
    public static let templatesFolder = "Theme/templates"
    /// Site-relative folder of the strings files.
    public static let stringsFolder = "Theme/strings"
    /// Site-relative folder of the static assets.
    public static let assetsFolder = "Theme/assets"

    /// The language whose strings stand in for a language the theme has none for.
    public static let fallbackLanguage = "en"

    /// Loads the theme of the site at `siteRoot` for the configured languages: each file from the site's
    /// `Theme/` when it has one of that path, else from the built-in theme (``BuiltInFiles``). Every problem
    /// becomes a diagnostic. Also returns each text file read, by path, for excerpts.
    public static func load(siteRoot: URL, config: SiteConfig, builtIn: URL? = BuiltInFiles.root) -> (
        Theme?, [Diagnostic], [String: String]
    ) {
        var diagnostics: [Diagnostic] = []
        var sources: [String: String] = [:]
        let folder = LayeredFolder(siteRoot: siteRoot, builtInRoot: builtIn)

        var templateSources: [String: String] = [:]
        for name in folder.entries(templatesFolder) where name.hasSuffix(".mustache") {
            let path = "\(templatesFolder)/\(name)"
            guard let text = readText(folder, path: path, diagnostics: &diagnostics) else {
                continue
            }
            sources[path] = text
            templateSources[String(name.dropLast(".mustache".count))] = text
        }
        for (name, purpose) in Theme.requiredTemplates where templateSources[name] == nil {
            diagnostics.append(
                ThemeError.missingFile(path: "\(templatesFolder)/\(name).mustache", purpose: purpose).diagnostic)
        }
        var templates: TemplateLibrary?
        do {
            templates = try TemplateLibrary(templates: templateSources, strictPartials: true)
        } catch {
            diagnostics.append(
                ThemeError.from(error, directory: templatesFolder, templateNames: Array(templateSources.keys))
                    .diagnostic)
        }

        var strings: [String: ThemeStrings] = [:]
        let known = templateSources.values.reduce(into: Set<String>()) { $0.formUnion(stringKeys(in: $1)) }
        for language in config.languageCodes {
            strings[language] = loadStrings(
                language, folder: folder, known: known, diagnostics: &diagnostics, sources: &sources)
        }

        // Assets are published as they are, so each is read through the site folder's rules: a link that
        // leaves the site (`env.txt → /proc/self/environ`) or a special file is an error, never copied.
        var assets: [String: [UInt8]] = [:]
        let (assetFiles, refused) = folder.files(under: assetsFolder)
        diagnostics += refused.map(\.diagnostic)
        for relative in assetFiles {
            do {
                let bytes = try folder.read("\(assetsFolder)/\(relative)")
                // An SVG is a document when opened on its own: one that would run or fetch anything is refused
                // at its line, as articles' SVG images are.
                if relative.lowercased().hasSuffix(".svg") {
                    let problems = SVGInspection.inspect(bytes).problems
                    diagnostics += problems.map { problem in
                        Diagnostic.error(
                            "\(problem.message); Puente does not publish it",
                            at: SourceLocation(
                                path: "\(assetsFolder)/\(relative)", line: problem.line, column: problem.column),
                            help: "remove it from the file: an SVG opened on its own runs with the site's address")
                    }
                    if !problems.isEmpty { continue }
                }
                assets[relative] = bytes
            } catch {
                diagnostics.append(error.diagnostic)
            }
        }

        applySettings(config, assets: &assets, diagnostics: &diagnostics)

        guard let templates, diagnostics.allSatisfy({ $0.severity != .error }) else {
            return (nil, diagnostics, sources)
        }
        let elementIDs = templateSources.values.reduce(into: Set<String>()) {
            $0.formUnion(ThemeElementIDs.ids(in: $1))
        }
        return (
            Theme(templates: templates, strings: strings, assets: assets, elementIDs: elementIDs), diagnostics, sources
        )
    }

    static func readText(_ folder: LayeredFolder, path: String, diagnostics: inout [Diagnostic]) -> String? {
        readText(path: path, diagnostics: &diagnostics) { () throws(SiteFileError) in try folder.read(path) }
    }

    /// The text of the file `read` gives, or nil with a diagnostic (unreadable, a NUL byte, not UTF-8).
    static func readText(
        path: String, diagnostics: inout [Diagnostic], _ read: () throws(SiteFileError) -> [UInt8]
    ) -> String? {
        let data: [UInt8]
        do {
            data = try read()
        } catch {
            diagnostics.append(error.diagnostic)
            return nil
        }
        if let nul = data.firstIndex(of: 0) {
            diagnostics.append(.nulByte(at: TextPosition.location(ofByte: nul, in: data, path: path)))
            return nil
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            diagnostics.append(.error("file is not valid UTF-8", at: SourceLocation(path: path, line: 1)))
            return nil
        }
        return text
    }
}
