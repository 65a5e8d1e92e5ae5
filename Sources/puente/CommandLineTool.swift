import Diagnostics
import Foundation
import Site

/// The `puente` command: parses arguments by hand and hands off to the ``SiteBuilder``.
enum CommandLineTool {
    /// Exit status: success.
    static let ok: Int32 = 0
    /// Exit status: the content has errors.
    static let contentError: Int32 = 1
    /// Exit status: the command line is wrong.
    static let usageError: Int32 = 2

    static var usage: String {
        """
        Puente: builds a bilingual static documentation site from Content/ and Theme/.

        USAGE:
          puente build [--site DIR] [--output DIR] [--drafts] [--clean] [--format text|github|json]
                       [--trust-site-code] [--import-verdicts DIR] [--base-url URL]
          puente check [--site DIR] [--drafts] [--format text|github|json] [--shard i/n] [--trust-site-code]
                       [--import-verdicts DIR] [--export-verdicts DIR]
          puente serve [--site DIR] [--output DIR] [--port N] [--host 0.0.0.0] [--drafts] [--trust-site-code]
          puente new <lang> "<title>" [--slug SLUG] [--site DIR]
          puente init [DIR] [--languages es,ja] [--ios 15.0]
          puente theme eject [--site DIR] [--include-scripts]
          puente prebuild --output DIR
          puente --help | --version

        COMMANDS:
          build   Build the site into the output folder: the next site is made beside it (unchanged files
                  linked, changed ones written) and swapped in at once; unchanged inputs since the last build
                  only verify the folder; --clean writes every file again.
          check   Check everything a build checks (links, front matter, Swift snippets), writing nothing.
          serve   Build, serve the output on http://127.0.0.1:N/ (default 8080), and rebuild on every change
                  to Content/ or Theme/: open pages reload, or show the errors with file:line:col.
          new     Create Content/<lang>/<slug>.md with front matter filled in; never overwrites a file.
                  The slug is the title in Latin letters (kana and accents transliterated); --slug SLUG
                  names it (needed for a title with kanji).
          init    Create a site in DIR (default: the current folder): Content/site.yml and one sample
                  article per language; the theme and stub modules are built in. Never overwrites a file.
          theme eject
                  Copy the built-in theme into the site's Theme/ to change any of it; files the site
                  already has are kept. The scripts (search, code, theme switch) stay built in, so they
                  keep getting fixes, unless --include-scripts. A site's Theme/ may also hold just the
                  files it changes; menus, footer, logo, colours and strings are settings (docs/theme.md).
          prebuild
                  Compile the iOS standard library and the built-in stub modules with this swiftc into DIR,
                  with the compiler's identity: an installation's share/puente/prebuilt (release archives
                  carry one), used by a first check with this very compiler instead of compiling them.

        OPTIONS:
          --site DIR     The site root holding Content/ and Theme/ (default: the current folder).
          --output DIR   Where to write the site (default: <site>/Output).
          --drafts       Publish articles marked draft: true.
          --clean        build: write the whole site and swap it in atomically.
          --format F     How to print diagnostics: text (default), github (Actions annotations), json (a report).
          --port N       serve: the port (0 picks a free one).
          --host 0.0.0.0 serve: listen on every network interface (to open the preview on a phone);
                         the default, 127.0.0.1, keeps it on this machine.
          --base-url URL build: the address the site is published at, instead of site.yml's base_url
                         (for a CI job that knows it, such as GitHub Pages').
          --shard i/n    check: only the i-th of n disjoint parts of the Swift snippets (for CI matrices).
          --export-verdicts DIR
                         check: also write every snippet verdict to DIR (outside the site), for another
                         machine's build (a CI job's artifact).
          --import-verdicts DIR
                         Take the verdicts another machine's check exported to DIR instead of checking those
                         snippets again; DIR is trusted (never a folder a pull request can write).
          --trust-site-code
                         Build and load the site's own macro plugins and stub C headers even where the
                         compiler cannot run in a sandbox (bubblewrap); never for a pull request.
          -h, --help     Show this help.

        EXIT STATUS: 0 success, 1 content errors, 2 usage errors.

        Writing articles, the theme and the stubs: \(docsURL)
        """
    }

    static func run(_ arguments: [String]) -> Int32 {
        let command: Command
        do {
            command = try Command.parse(arguments)
        } catch {
            FileHandle.standardError.write(
                Data("puente: error: \(error.message)\n\nRun 'puente --help' for usage.\n".utf8))
            return usageError
        }
        switch command {
        case .help:
            print(usage)
            return ok
        case .version:
            print(VersionReport.text(version: version))
            return ok
        case .initSite(let folder, let languages, let ios):
            let today = ISO8601DateFormatter.string(
                from: Date(), timeZone: TimeZone.current, formatOptions: [.withFullDate])
            do throws(Diagnostic) {
                let written = try NewSite.create(in: folder, languages: languages, ios: ios, date: today)
                for path in written { print("created \(DisplayPath.relative(folder.appending(path: path)))") }
                let place = DisplayPath.relative(folder)
                let site = place == "." ? "" : " --site \(place)"
                print("next: puente serve\(site) to preview, puente build\(site) to publish into Output/")
                return ok
            } catch {
                FileHandle.standardError.write(Data(DiagnosticRenderer { _ in nil }.render(error).utf8))
                return contentError
            }
        case .ejectTheme(let site, let includeScripts):
            do throws(Diagnostic) {
                let result = try ThemeEject.run(siteRoot: site, includeScripts: includeScripts)
                print("copied \(result.copied.count) theme files into Theme/; kept \(result.kept.count) the site had")
                if !result.skipped.isEmpty {
                    print(
                        "left \(result.skipped.count) scripts built in (search, code, theme switch) so they keep "
                            + "getting fixes; --include-scripts copies them too")
                }
                return ok
            } catch {
                FileHandle.standardError.write(Data(DiagnosticRenderer { _ in nil }.render(error).utf8))
                return contentError
            }
        case .build(let options, let format):
            return build(options, format: format)
        case .serve(let options, let port, let onNetwork):
            return PreviewSession(options: options, port: port, onNetwork: onNetwork).run()
        case .prebuild(let output):
            return Prebuild.run(into: output)
        case .new(let site, let language, let title, let slug):
            let today = ISO8601DateFormatter.string(
                from: Date(), timeZone: TimeZone.current, formatOptions: [.withFullDate])
            do throws(Diagnostic) {
                print(
                    try NewArticle.create(siteRoot: site, language: language, title: title, date: today, slug: slug))
                return ok
            } catch {
                FileHandle.standardError.write(Data(DiagnosticRenderer { _ in nil }.render(error).utf8))
                return contentError
            }
        }
    }

    static let version = "0.1.0"

    /// Where the documentation for this installation is: the built-in copy when there is one.
    static var docsURL: String { BuiltInFiles.guide("getting-started.md") }

    private static func build(_ options: BuildOptions, format: DiagnosticFormat) -> Int32 {
        let reporter = TerminalReporter(quiet: format == .json)
        let started = Date()
        let result = SiteBuilder.build(options, reporter: reporter)
        // Paths print relative to the current folder, as a compiler's do, so `--site some/dir` gives
        // `some/dir/Content/es/x.md:3:1` and editors and annotations open the right file.
        let prefix = DisplayPath.sitePrefix(options.siteRoot)
        let diagnostics = result.diagnostics.map { $0.prefixingPaths(with: prefix) }
        let sources = Dictionary(
            uniqueKeysWithValues: result.sources.map {
                ($0.key.hasPrefix("/") ? $0.key : prefix + $0.key, $0.value)
            })
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let snippets = result.snippets
        switch format {
        case .text:
            let renderer = DiagnosticRenderer { sources[$0] }
            for diagnostic in diagnostics {
                FileHandle.standardError.write(Data(renderer.render(diagnostic).utf8))
            }
        case .github:
            for diagnostic in diagnostics { print(DiagnosticFormat.githubAnnotation(diagnostic)) }
        case .json:
            var counts = ["errors": errors, "warnings": warnings, "files": result.fileCount]
            if let snippets {
                counts["snippets_checked"] = snippets.checked
                counts["snippets_skipped"] = snippets.skipped
                counts["snippets_expected_failures"] = snippets.expectedFailures
                counts["gaps"] = snippets.gaps
            }
            print(DiagnosticFormat.jsonReport(diagnostics, counts: counts), terminator: "")
            return errors > 0 ? contentError : ok
        }
        let seconds = String(format: "%.2f", Date().timeIntervalSince(started))
        let verb = options.dryRun ? "check" : "build"
        let snippetSummary =
            snippets.map {
                "snippets: \($0.checked) checked, \($0.skipped) skipped with a reason, \($0.expectedFailures) expected to fail; "
            } ?? ""
        if errors > 0 {
            // Errors that come from what the stubs lack are counted apart: they are not the articles' mistakes.
            let gaps = snippets?.gaps ?? 0
            let gapNote = gaps > 0 ? " (\(gaps) of them gaps in Puente's stubs, not errors in the articles)" : ""
            FileHandle.standardError.write(
                Data(
                    "puente: \(verb) failed: \(errors) error(s)\(gapNote), \(warnings) warning(s); \(snippetSummary)\(seconds) s; output unchanged\n"
                        .utf8))
            return contentError
        }
        let what =
            options.dryRun
            ? "nothing written"
            : "\(result.fileCount) files in \(displayPath(options.outputDirectory, from: options.siteRoot))"
        print("puente: \(verb) succeeded: \(what), \(warnings) warning(s); \(snippetSummary)\(seconds) s")
        return ok
    }

    private static func displayPath(_ url: URL, from root: URL) -> String {
        let path = url.path
        let base = root.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) + "/" : path + "/"
    }
}
