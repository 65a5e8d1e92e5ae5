import Config
import Diagnostics
import SiteFiles

/// What `site.yml`'s settings ask of the theme, and strings files merged over the built-in ones.
extension ThemeLoader {
    /// One language's strings: a site's file over the built-in one of the same language, key by key; a file
    /// only one of them has, whole; English when neither has one (with a warning).
    static func loadStrings(
        _ language: String, folder: LayeredFolder, known: Set<String>, diagnostics: inout [Diagnostic],
        sources: inout [String: String]
    ) -> ThemeStrings? {
        var path = "\(stringsFolder)/\(language).yml"
        if !folder.exists(path) {
            // A language the theme has no strings for reads English ones, said once, naming the file to add.
            let fallback = "\(stringsFolder)/\(fallbackLanguage).yml"
            guard folder.exists(fallback) else {
                diagnostics.append(
                    ThemeError.missingFile(path: path, purpose: "user-interface strings for '\(language)'").diagnostic)
                return nil
            }
            diagnostics.append(ThemeError.fallbackStrings(path: path, language: language).diagnostic)
            path = fallback
        }
        // The site's file changes some keys of a built-in one: the built-in strings first, the site's over them.
        if let builtIn = folder.builtIn, folder.site.exists(path), builtIn.exists(path),
            builtIn.realRoot != folder.site.realRoot
        {
            guard
                let baseText = readText(
                    path: path, diagnostics: &diagnostics, { () throws(SiteFileError) in try builtIn.read(path) }),
                let siteText = readText(
                    path: path, diagnostics: &diagnostics, { () throws(SiteFileError) in try folder.site.read(path) })
            else { return nil }
            sources[path] = siteText
            do throws(ThemeError) {
                let base = try ThemeStrings.load(baseText, language: language, path: path)
                let (merged, warnings) = try ThemeStrings.merged(siteText, over: base, path: path, known: known)
                diagnostics += warnings
                return merged
            } catch {
                diagnostics.append(error.diagnostic)
                return nil
            }
        }
        guard let text = readText(folder, path: path, diagnostics: &diagnostics) else { return nil }
        sources[path] = text
        do throws(ThemeError) {
            return try ThemeStrings.load(text, language: language, path: path)
        } catch {
            diagnostics.append(error.diagnostic)
            return nil
        }
    }

    /// The keys a template reads as `strings.<key>` (`{{strings.menu}}`, `{{#strings.x}}`).
    static func stringKeys(in template: String) -> Set<String> {
        var keys: Set<String> = []
        let marker = Array("strings.".utf8)
        let bytes = Array(template.utf8)
        var index = 0
        while index + marker.count < bytes.count {
            guard bytes[index..<index + marker.count].elementsEqual(marker) else {
                index += 1
                continue
            }
            var end = index + marker.count
            while end < bytes.count,
                bytes[end] == UInt8(ascii: "_") || (0x30...0x39).contains(bytes[end])
                    || (0x61...0x7A).contains(bytes[end]) || (0x41...0x5A).contains(bytes[end])
            {
                end += 1
            }
            if end > index + marker.count {
                keys.insert(String(decoding: bytes[(index + marker.count)..<end], as: UTF8.self))
            }
            index = end
        }
        return keys
    }

    /// Checks that the logo and the extra stylesheets are theme assets, and adds the stylesheet the colours and
    /// the logo need (``SiteCSS``).
    static func applySettings(_ config: SiteConfig, assets: inout [String: [UInt8]], diagnostics: inout [Diagnostic]) {
        func check(_ path: String, line: Int?, column: Int?, key: String, what: String) {
            let relative = String(path.dropFirst("assets/".count))
            guard assets[relative] == nil else { return }
            diagnostics.append(
                ThemeError.setting(
                    SourceLocation(path: "Content/site.yml", line: line ?? 1, column: column ?? 1),
                    message: "\(key) names \(path), which is not in the theme's assets",
                    help: "add the \(what) as \(assetsFolder)/\(relative) in the site folder"
                ).diagnostic)
        }
        if let logo = config.logo {
            check(
                logo.light, line: logo.lines["light"], column: logo.columns["light"], key: "logo.light", what: "image")
            if let dark = logo.dark {
                check(dark, line: logo.lines["dark"], column: logo.columns["dark"], key: "logo.dark", what: "image")
            }
        }
        for sheet in config.extraCSS {
            check(sheet.path, line: sheet.line, column: sheet.column, key: "extra_css", what: "stylesheet")
        }
        guard let css = SiteCSS.css(for: config) else { return }
        if assets[SiteCSS.assetName] != nil {
            diagnostics.append(
                ThemeError.setting(
                    SourceLocation(path: "\(assetsFolder)/\(SiteCSS.assetName)", line: 1),
                    message: "\(assetsFolder)/\(SiteCSS.assetName) is the stylesheet Puente makes from site.yml's "
                        + "colors and logo",
                    help: "rename the site's file and list it in extra_css"
                ).diagnostic)
            return
        }
        assets[SiteCSS.assetName] = Array(css.utf8)
    }
}
