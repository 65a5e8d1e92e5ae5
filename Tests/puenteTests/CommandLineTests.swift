import Foundation
import Testing

/// Runs the built `puente` binary the way authors and CI do, and checks exit codes and output.
@Suite(.tags(.slow)) struct CommandLineTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `puente` executable next to the test bundle.
    static let binary: URL = {
        var folder = Bundle.main.bundleURL
        while folder.path != "/" {
            let candidate = folder.appending(path: "puente")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return repositoryRoot.appending(path: ".build/debug/puente")
    }()

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws
        -> Run
    {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A temporary site made of fixture `name` and the repository theme.
    static func site(_ fixture: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "puente-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: repositoryRoot.appending(path: "Tests/Fixtures/\(fixture)/Content"), to: root.appending(path: "Content")
        )
        try FileManager.default.copyItem(at: repositoryRoot.appending(path: "Theme"), to: root.appending(path: "Theme"))
        return root
    }

    @Test func helpExitsZero() throws {
        let run = try Self.run(["--help"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("puente build [--site DIR] [--output DIR] [--drafts]"))
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try Self.run(["publish"]).status == 2)
        #expect(try Self.run(["build", "--bogus"]).status == 2)
        let missing = try Self.run(["build", "--site"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--site needs a folder"))
        #expect(try Self.run(["build", "--site", "/no/such/folder"]).status == 2)
    }

    @Test func buildDefaultsToTheCurrentFolder() throws {
        let site = try Self.site("valid-basic")
        let run = try Self.run(["build"], in: site)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: site.appending(path: "Output/es/hola/index.html").path))
        #expect(run.stderr.contains("[1/12] load config"))
        #expect(run.stderr.contains("[3/12] load content"))
    }

    @Test func contentErrorsExitOneWithRelativeLocatedDiagnostics() throws {
        let site = try Self.site("invalid-links")
        let run = try Self.run(["build", "--site", site.path])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "Content/es/enlaces.md:7:4: error: broken link 'no-existe.md': no article at Content/es/no-existe.md"))
        // The excerpt shows the author's line with a caret.
        #expect(run.stderr.contains("7 | Un [enlace roto](no-existe.md)"))
        #expect(run.stderr.contains("= help: did you mean '#sección-buena'?"))
        #expect(!FileManager.default.fileExists(atPath: site.appending(path: "Output").path))
    }

    @Test func checkWritesNothing() throws {
        let site = try Self.site("valid-basic")
        let run = try Self.run(["check", "--site", site.path])
        #expect(run.status == 0)
        #expect(!FileManager.default.fileExists(atPath: site.appending(path: "Output").path))
    }

    @Test func outputOptionAndDrafts() throws {
        let site = try Self.site("valid-basic")
        let output = site.deletingLastPathComponent().appending(path: "out-\(UUID().uuidString)")
        let run = try Self.run(["build", "--site", site.path, "--output=\(output.path)", "--drafts"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: output.appending(path: "es/borrador/index.html").path))
    }
}

@Suite(.tags(.slow)) struct OutputFormatTests {
    @Test func githubFormatPrintsWorkflowAnnotations() throws {
        let site = try CommandLineTests.site("invalid-links")
        // Run from the site's folder, as CI does: paths are relative to it.
        let run = try CommandLineTests.run(["check", "--site", site.path, "--format", "github"], in: site)
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(lines.count == 7)
        #expect(
            lines.first
                == "::error file=Content/es/enlaces.md,line=7,col=4,title=puente::broken link 'no-existe.md': no article at Content/es/no-existe.md"
        )
    }

    @Test func jsonFormatPrintsOneReport() throws {
        let site = try CommandLineTests.site("invalid-links")
        let run = try CommandLineTests.run(["check", "--site", site.path, "--format", "json"], in: site)
        #expect(run.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(object?["succeeded"] as? Bool == false)
        #expect(object?["errors"] as? Int == 7)
        let first = (object?["diagnostics"] as? [[String: Any]])?.first
        #expect(first?["path"] as? String == "Content/es/enlaces.md")
        #expect(first?["line"] as? Int == 7)
        #expect(first?["column"] as? Int == 4)
        #expect(first?["severity"] as? String == "error")
    }

    @Test func textFormatEndsWithASummaryLine() throws {
        let site = try CommandLineTests.site("valid-basic")
        let run = try CommandLineTests.run(["check", "--site", site.path])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("puente: check succeeded: nothing written, 0 warning(s);"))
    }

    @Test func unknownFormatIsAUsageError() throws {
        let run = try CommandLineTests.run(["check", "--format", "xml"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("unknown format 'xml'"))
    }
}

@Suite(.tags(.slow)) struct NewArticleCommandTests {
    @Test func createsAnArticleWithFrontMatterAndRefusesToOverwrite() throws {
        let site = try CommandLineTests.site("valid-basic")
        let first = try CommandLineTests.run(["new", "es", "Versión mínima: ¿cómo?", "--site", site.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "Content/es/version-minima-como.md\n")
        let file = site.appending(path: "Content/es/version-minima-como.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.hasPrefix("---\ntitle: \"Versión mínima: ¿cómo?\"\nsummary: \"\"\ndate: "))
        try Data("mine".utf8).write(to: file)
        let second = try CommandLineTests.run(["new", "es", "Versión mínima: ¿cómo?", "--site", site.path])
        #expect(second.status == 1)
        #expect(second.stderr.contains("already exists; it was left as it is"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "mine")
        // The new article is a valid article: the site still builds.
        try FileManager.default.removeItem(at: file)
        // A title with kanji needs --slug: without it nothing is written (never a file named by date).
        let kanji = try CommandLineTests.run(["new", "ja", "背景色を変える", "--site", site.path])
        #expect(kanji.status == 1)
        #expect(kanji.stderr.contains("--slug"))
        let named = try CommandLineTests.run(["new", "ja", "背景色を変える", "--slug", "haikei-iro", "--site", site.path])
        #expect(named.stdout == "Content/ja/haikei-iro.md\n")
        #expect(try CommandLineTests.run(["check", "--site", site.path]).status == 0)
    }

    @Test func unknownLanguageAndBadUsage() throws {
        let site = try CommandLineTests.site("valid-basic")
        #expect(try CommandLineTests.run(["new", "fr", "x", "--site", site.path]).status == 1)
        #expect(try CommandLineTests.run(["new", "es"]).status == 2)
        #expect(try CommandLineTests.run(["check", "--shard", "3/2"]).status == 2)
    }
}
