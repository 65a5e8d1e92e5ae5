import Diagnostics
import Foundation
import Site
import Snippets

/// A parsed command line.
enum Command: Equatable {
    case help
    case version
    case build(BuildOptions, format: DiagnosticFormat)
    case new(site: URL, language: String, title: String)
    case serve(BuildOptions, port: UInt16)

    /// A command-line mistake, shown with usage and exit status 2.
    struct UsageError: Error {
        var message: String
    }

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let first = arguments.first else { return .help }
        switch first {
        case "-h", "--help", "help": return .help
        case "--version": return .version
        case "build", "check", "serve": break
        case "new": return try parseNew(Array(arguments.dropFirst()))
        default:
            throw UsageError(message: "unknown command '\(first)'; expected 'build', 'check', 'serve' or 'new'")
        }
        var site: String?
        var output: String?
        var drafts = false
        var clean = false
        var format = DiagnosticFormat.text
        var shard: SnippetShard?
        var port: UInt16 = 8080
        var rest = arguments.dropFirst()
        while let argument = rest.popFirst() {
            func value() throws(UsageError) -> String {
                guard let next = rest.popFirst(), !next.hasPrefix("--") else {
                    let what = ["--format": "value", "--port": "number", "--shard": "value"][argument] ?? "folder"
                    throw UsageError(message: "\(argument) needs a \(what)")
                }
                return next
            }
            switch argument {
            case "--site": site = try value()
            case "--output" where first != "check": output = try value()
            case "--port" where first == "serve":
                let text = try value()
                guard let number = UInt16(text) else {
                    throw UsageError(
                        message: "--port takes a number from 0 to 65535 (0 picks a free port); found '\(text)'")
                }
                port = number
            case "--drafts": drafts = true
            case "--clean" where first == "build": clean = true
            case "--shard" where first == "check":
                let text = try value()
                guard let parsed = SnippetShard(text) else {
                    throw UsageError(message: "--shard takes i/n with 1 ≤ i ≤ n, such as 2/4; found '\(text)'")
                }
                shard = parsed
            case "--format" where first != "serve":
                let name = try value()
                guard let parsed = DiagnosticFormat(rawValue: name) else {
                    throw UsageError(message: "unknown format '\(name)'; expected text, github or json")
                }
                format = parsed
            case "-h", "--help": return .help
            default:
                if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                    rest.insert(
                        contentsOf: [String(argument[..<equals]), String(argument[argument.index(after: equals)...])],
                        at: rest.startIndex)
                    continue
                }
                throw UsageError(message: "unknown option '\(argument)' for '\(first)'")
            }
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let root = site.map { URL(fileURLWithPath: $0, isDirectory: true, relativeTo: cwd).standardizedFileURL } ?? cwd
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError(message: "site folder '\(site ?? root.path)' does not exist")
        }
        let outputURL = output.map { URL(fileURLWithPath: $0, isDirectory: true, relativeTo: cwd).standardizedFileURL }
        var options = BuildOptions(
            siteRoot: root, outputDirectory: outputURL, includeDrafts: drafts, dryRun: first == "check")
        options.shard = shard
        options.clean = clean
        if first == "serve" { return .serve(options, port: port) }
        return .build(options, format: format)
    }

    /// `new <lang> "<title>" [--site DIR]`.
    static func parseNew(_ arguments: [String]) throws(UsageError) -> Command {
        var positional: [String] = []
        var site: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--site" {
                guard let next = rest.popFirst() else { throw UsageError(message: "--site needs a folder") }
                site = next
            } else if argument.hasPrefix("--") {
                throw UsageError(message: "unknown option '\(argument)' for 'new'")
            } else {
                positional.append(argument)
            }
        }
        guard positional.count == 2 else {
            throw UsageError(message: "usage: puente new <lang> \"<title>\" [--site DIR]")
        }
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let root = site.map { URL(fileURLWithPath: $0, isDirectory: true, relativeTo: cwd).standardizedFileURL } ?? cwd
        return .new(site: root, language: positional[0], title: positional[1])
    }
}
