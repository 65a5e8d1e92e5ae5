import Foundation
import Testing

@testable import puente

/// The option table: each site command takes exactly its options, and every value is validated where the
/// table says.
@Suite struct CommandParsingTests {
    static func error(_ arguments: [String]) -> String? {
        do {
            _ = try Command.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test(arguments: [Command.Subcommand.build, .check, .serve])
    func eachCommandTakesExactlyItsOptions(_ command: Command.Subcommand) {
        let site = FileManager.default.temporaryDirectory.path
        let values: [Command.Option: String] = [
            .site: site, .output: "\(site)/puente-out", .format: "json", .shard: "1/2", .port: "0", .host: "0.0.0.0",
            .importVerdicts: "/var/tmp/verdicts-in", .exportVerdicts: "/var/tmp/verdicts-out",
            .baseURL: "https://docs.example.net/guide",
        ]
        for option in Command.Option.allCases {
            var arguments = [command.rawValue, "--site", site, option.rawValue]
            if let value = values[option], option != .site { arguments.append(value) }
            if option == .site { arguments.append(site) }
            let message = Self.error(arguments)
            if command.options.contains(option) {
                #expect(message == nil, "\(command) \(option.rawValue): \(message ?? "")")
            } else {
                #expect(message == "unknown option '\(option.rawValue)' for '\(command.rawValue)'")
            }
        }
    }

    @Test func valuesAreCheckedWithTheSameMessagesAsBefore() {
        #expect(Self.error(["build", "--format", "xml"]) == "unknown format 'xml'; expected text, github or json")
        #expect(
            Self.error(["check", "--shard", "3/2"]) == "--shard takes i/n with 1 ≤ i ≤ n, such as 2/4; found '3/2'")
        #expect(
            Self.error(["serve", "--port", "70000"])
                == "--port takes a number from 0 to 65535 (0 picks a free port); found '70000'")
        #expect(Self.error(["build", "--site"]) == "--site needs a folder")
        #expect(Self.error(["serve", "--port", "--drafts"]) == "--port needs a number")
        #expect(
            Self.error(["publish"])
                == "unknown command 'publish'; expected 'build', 'check', 'serve', 'new', 'init', 'theme' or 'prebuild'"
        )
        #expect(
            Self.error(["serve", "--host", "example.org"])
                == "--host takes 127.0.0.1 (the default) or 0.0.0.0 (every network interface); found 'example.org'")
        #expect(Self.error(["build", "--format=json", "--site=\(FileManager.default.temporaryDirectory.path)"]) == nil)
    }

    /// `--base-url` takes an absolute http(s) address and ends it with `/`, as `base_url` in site.yml is.
    @Test func theBaseURLIsCheckedAndEndsWithASlash() throws {
        let site = FileManager.default.temporaryDirectory.path
        guard
            case .build(let options, _) = try Command.parse([
                "build", "--site", site, "--base-url", "https://o.github.io/r",
            ])
        else {
            Issue.record("not a build")
            return
        }
        #expect(options.baseURL == "https://o.github.io/r/")
        #expect(
            Self.error(["build", "--site", site, "--base-url", "o.github.io/r"])
                == "--base-url takes the site's absolute http(s) address, such as https://docs.example.org/; found "
                + "'o.github.io/r'")
        #expect(
            Self.error(["check", "--site", site, "--base-url", "https://o.github.io/"])
                == "unknown option '--base-url' for 'check'")
    }

    @Test func prebuildTakesItsOutputFolder() throws {
        guard case .prebuild(let output) = try Command.parse(["prebuild", "--output", "/tmp/prebuilt"]) else {
            Issue.record("not prebuild")
            return
        }
        #expect(output.path == "/tmp/prebuilt")
        #expect(Self.error(["prebuild"]) == "usage: puente prebuild --output DIR")
    }

    @Test func newTakesASlug() throws {
        let command = try Command.parse(["new", "ja", "ナビゲーションの移行", "--slug", "navigation-migration", "--site", "/tmp"])
        guard case .new(_, let language, let title, let slug) = command else {
            Issue.record("parsed as \(command)")
            return
        }
        #expect((language, title, slug) == ("ja", "ナビゲーションの移行", "navigation-migration"))
        #expect(
            Self.error(["new", "ja", "x", "--slug"]) == "--slug needs a slug (lowercase ASCII letters, digits and '-')")
    }
}
