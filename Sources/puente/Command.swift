import Diagnostics
import Foundation
import Site
import Snippets

/// A parsed command line.
enum Command: Equatable {
    case help
    case version
    case build(BuildOptions, format: DiagnosticFormat)
    case new(site: URL, language: String, title: String, slug: String?)
    case initSite(folder: URL, languages: [String], ios: String)
    case ejectTheme(site: URL, includeScripts: Bool)
    case serve(BuildOptions, port: UInt16, onNetwork: Bool)
    case prebuild(output: URL)

    /// A command-line mistake, shown with usage and exit status 2.
    struct UsageError: Error {
        var message: String
    }

    /// The subcommands that build (or check, or serve) a site, each with the options it takes. This table is
    /// the one place that says which option goes with which command.
    enum Subcommand: String {
        case build, check, serve

        var options: Set<Option> {
            switch self {
            case .build: [.site, .output, .drafts, .clean, .format, .trustSiteCode, .importVerdicts, .baseURL]
            case .check: [.site, .drafts, .format, .shard, .trustSiteCode, .importVerdicts, .exportVerdicts]
            case .serve: [.site, .output, .drafts, .port, .host, .trustSiteCode]
            }
        }
    }

    /// Every option of the site commands.
    enum Option: String, CaseIterable {
        case site = "--site", output = "--output", drafts = "--drafts", clean = "--clean", format = "--format"
        case shard = "--shard", port = "--port", host = "--host", trustSiteCode = "--trust-site-code"
        case importVerdicts = "--import-verdicts", exportVerdicts = "--export-verdicts", baseURL = "--base-url"

        /// What the option's value is, in "needs a …" messages; nil for a flag.
        var value: String? {
            switch self {
            case .site, .output, .importVerdicts, .exportVerdicts: "folder"
            case .format, .shard: "value"
            case .port: "number"
            case .baseURL: "URL"
            case .host: "address"
            case .drafts, .clean, .trustSiteCode: nil
            }
        }
    }

    /// The options of one site command, read and validated.
    struct SiteOptions {
        var site: String?
        var output: String?
        var drafts = false
        var clean = false
        var format = DiagnosticFormat.text
        var shard: SnippetShard?
        var port: UInt16 = 8080
        var onNetwork = false
        var trustSiteCode = false
        var importVerdicts: String?
        var exportVerdicts: String?
        var baseURL: String?

        /// Sets `option` from its value (nil for a flag), or says what is wrong with the value.
        mutating func set(_ option: Option, _ value: String?) throws(UsageError) {
            switch option {
            case .site: site = value
            case .output: output = value
            case .drafts: drafts = true
            case .clean: clean = true
            case .trustSiteCode: trustSiteCode = true
            case .importVerdicts: importVerdicts = value
            case .exportVerdicts: exportVerdicts = value
            case .baseURL:
                guard var url = value, url.hasPrefix("https://") || url.hasPrefix("http://"), url.count > 8 else {
                    throw UsageError(
                        message: "--base-url takes the site's absolute http(s) address, such as "
                            + "https://docs.example.org/; found '\(value ?? "")'")
                }
                if !url.hasSuffix("/") { url += "/" }
                baseURL = url
            case .format:
                guard let parsed = value.flatMap(DiagnosticFormat.init(rawValue:)) else {
                    throw UsageError(message: "unknown format '\(value ?? "")'; expected text, github or json")
                }
                format = parsed
            case .shard:
                guard let parsed = value.flatMap(SnippetShard.init) else {
                    throw UsageError(message: "--shard takes i/n with 1 ≤ i ≤ n, such as 2/4; found '\(value ?? "")'")
                }
                shard = parsed
            case .host:
                switch value {
                case "127.0.0.1", "localhost": onNetwork = false
                case "0.0.0.0": onNetwork = true
                default:
                    throw UsageError(
                        message: "--host takes 127.0.0.1 (the default) or 0.0.0.0 (every network interface); "
                            + "found '\(value ?? "")'")
                }
            case .port:
                guard let number = value.flatMap(UInt16.init) else {
                    throw UsageError(
                        message: "--port takes a number from 0 to 65535 (0 picks a free port); found '\(value ?? "")'")
                }
                port = number
            }
        }
    }

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let first = arguments.first else { return .help }
        let command: Subcommand
        switch first {
        case "-h", "--help", "help": return .help
        case "--version": return .version
        case "new": return try parseNew(Array(arguments.dropFirst()))
        case "init": return try parseInit(Array(arguments.dropFirst()))
        case "theme": return try parseTheme(Array(arguments.dropFirst()))
        case "prebuild": return try parsePrebuild(Array(arguments.dropFirst()))
        default:
            guard let known = Subcommand(rawValue: first) else {
                throw UsageError(
                    message:
                        "unknown command '\(first)'; expected 'build', 'check', 'serve', 'new', 'init', 'theme' or "
                        + "'prebuild'")
            }
            command = known
        }
        var options = SiteOptions()
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            if argument == "-h" || argument == "--help" { return .help }
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                rest.insert(
                    contentsOf: [String(argument[..<equals]), String(argument[argument.index(after: equals)...])],
                    at: rest.startIndex)
                continue
            }
            guard let option = Option(rawValue: argument), command.options.contains(option) else {
                throw UsageError(message: "unknown option '\(argument)' for '\(first)'")
            }
            var value: String?
            if let what = option.value {
                guard let next = rest.popFirst(), !next.hasPrefix("--") else {
                    throw UsageError(message: "\(argument) needs a \(what)")
                }
                value = next
            }
            try options.set(option, value)
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let root =
            options.site.map { URL(fileURLWithPath: $0, isDirectory: true, relativeTo: cwd).standardizedFileURL } ?? cwd
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError(message: "site folder '\(options.site ?? root.path)' does not exist")
        }
        let outputURL = options.output.map {
            URL(fileURLWithPath: $0, isDirectory: true, relativeTo: cwd).standardizedFileURL
        }
        var build = BuildOptions(
            siteRoot: root, outputDirectory: outputURL, includeDrafts: options.drafts, dryRun: command == .check)
        build.shard = options.shard
        build.clean = options.clean
        build.trustSiteCode = options.trustSiteCode
        build.baseURL = options.baseURL
        let folder = { (path: String) in
            URL(fileURLWithPath: path, isDirectory: true, relativeTo: cwd).standardizedFileURL
        }
        build.importVerdicts = options.importVerdicts.map(folder)
        build.exportVerdicts = options.exportVerdicts.map(folder)
        // Verdicts exchanged between machines never live in the site, where a pull request could put its own.
        for (option, url) in [("--import-verdicts", build.importVerdicts), ("--export-verdicts", build.exportVerdicts)]
        {
            if let url, url.path == root.path || url.path.hasPrefix(root.path + "/") {
                throw UsageError(message: "\(option) must name a folder outside the site, not '\(url.path)'")
            }
        }
        if command == .serve { return .serve(build, port: options.port, onNetwork: options.onNetwork) }
        return .build(build, format: options.format)
    }

    /// `new <lang> "<title>" [--slug SLUG] [--site DIR]`.
    static func parseNew(_ arguments: [String]) throws(UsageError) -> Command {
        var positional: [String] = []
        var site: String?
        var slug: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--site" {
                guard let next = rest.popFirst() else { throw UsageError(message: "--site needs a folder") }
                site = next
            } else if argument == "--slug" {
                guard let next = rest.popFirst() else {
                    throw UsageError(message: "--slug needs a slug (lowercase ASCII letters, digits and '-')")
                }
                slug = next
            } else if argument.hasPrefix("--") {
                throw UsageError(message: "unknown option '\(argument)' for 'new'")
            } else {
                positional.append(argument)
            }
        }
        guard positional.count == 2 else {
            throw UsageError(message: "usage: puente new <lang> \"<title>\" [--slug SLUG] [--site DIR]")
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let root = site.map { URL(fileURLWithPath: $0, isDirectory: true, relativeTo: cwd).standardizedFileURL } ?? cwd
        return .new(site: root, language: positional[0], title: positional[1], slug: slug)
    }

    /// `init [DIR] [--languages es,ja] [--ios 15.0]`.
    static func parseInit(_ arguments: [String]) throws(UsageError) -> Command {
        var folder: String?
        var languages = ["es", "ja"]
        var ios = "15.0"
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help": return .help
            case "--languages", "--ios":
                guard let next = rest.popFirst(), !next.hasPrefix("--") else {
                    throw UsageError(message: "\(argument) needs a value")
                }
                if argument == "--ios" {
                    ios = next
                } else {
                    languages = next.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                }
            default:
                guard !argument.hasPrefix("-"), folder == nil else {
                    throw UsageError(
                        message: argument.hasPrefix("-")
                            ? "unknown option '\(argument)' for 'init'"
                            : "init takes one folder, found '\(argument)' too")
                }
                folder = argument
            }
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let url = folder.map { URL(fileURLWithPath: $0, isDirectory: true, relativeTo: cwd).standardizedFileURL } ?? cwd
        return .initSite(folder: url, languages: languages, ios: ios)
    }

    /// `theme eject [--site DIR] [--include-scripts]`.
    static func parseTheme(_ arguments: [String]) throws(UsageError) -> Command {
        guard arguments.first == "eject" else {
            throw UsageError(message: "usage: puente theme eject [--site DIR] [--include-scripts]")
        }
        var site: String?
        var includeScripts = false
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            if argument == "--include-scripts" {
                includeScripts = true
                continue
            }
            guard argument == "--site", let next = rest.popFirst() else {
                throw UsageError(
                    message: argument == "--site"
                        ? "--site needs a folder" : "unknown option '\(argument)' for 'theme eject'")
            }
            site = next
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return .ejectTheme(
            site: site.map { URL(fileURLWithPath: $0, isDirectory: true, relativeTo: cwd).standardizedFileURL } ?? cwd,
            includeScripts: includeScripts)
    }

    /// `prebuild --output DIR`.
    static func parsePrebuild(_ arguments: [String]) throws(UsageError) -> Command {
        guard arguments.count == 2, arguments[0] == "--output" else {
            throw UsageError(message: "usage: puente prebuild --output DIR")
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return .prebuild(
            output: URL(fileURLWithPath: arguments[1], isDirectory: true, relativeTo: cwd).standardizedFileURL)
    }
}
