import Foundation
import Testing

/// What a team copies and what releases are built with agree: one place to edit, the same pinned container
/// image everywhere (the prebuilt caches serve only its compiler), every action pinned by SHA, deployments never
/// cancelled. actionlint and zizmor (Scripts/test.sh) check the rest.
@Suite struct WorkflowTests {
    static func lines(_ path: String) throws -> [String] {
        try String(contentsOf: CommandLineTests.repositoryRoot.appending(path: path), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static let files = [
        "docs/examples/site-workflow.yml", ".github/workflows/release.yml", ".github/workflows/site.yml",
    ]

    @Test func theSampleHasOneMarkedPlaceToEditAndNoIgnoredFinding() throws {
        let sample = try Self.lines("docs/examples/site-workflow.yml")
        let marks = sample.indices.filter { sample[$0].trimmingCharacters(in: .whitespaces).hasPrefix("# EDIT HERE") }
        #expect(marks.count == 1)
        // The marked line's next line names Puente once, by an anchor the other job refers to.
        let named = try #require(marks.first.map { sample[$0 + 1] })
        #expect(named.contains("uses: &puente "))
        #expect(sample.filter { $0.contains("uses: *puente") }.count == 1)
        #expect(!sample.contains { $0.contains("zizmor: ignore") })
    }

    @Test func everyJobRunsInTheSamePinnedImage() throws {
        var images: Set<String> = []
        for file in Self.files {
            for line in try Self.lines(file) where line.trimmingCharacters(in: .whitespaces).hasPrefix("container:") {
                let image = line.split(separator: ":", maxSplits: 1)[1].trimmingCharacters(in: .whitespaces)
                #expect(image.contains("@sha256:"), "\(file): \(image)")
                images.insert(image)
            }
        }
        #expect(images.count == 1, "\(images)")
    }

    @Test func everyActionIsPinnedToACommit() throws {
        for file in Self.files + ["action.yml"] {
            for line in try Self.lines(file) {
                let trimmed = line.trimmingCharacters(in: .whitespaces).replacingOccurrences(
                    of: "- uses:", with: "uses:")
                guard trimmed.hasPrefix("uses:"), !trimmed.contains("uses: ./"), !trimmed.contains("uses: *") else {
                    continue
                }
                let reference =
                    trimmed.dropFirst("uses:".count).split(separator: " ").first { !$0.hasPrefix("&") } ?? ""
                let sha = reference.split(separator: "@").last ?? ""
                #expect(sha.count == 40 && sha.allSatisfy(\.isHexDigit), "\(file): \(line)")
            }
        }
    }

    @Test func deploymentsAreNeverCancelled() throws {
        for file in ["docs/examples/site-workflow.yml", ".github/workflows/site.yml"] {
            let text = try Self.lines(file)
            let deploy = try #require(text.firstIndex { $0.hasPrefix("  deploy:") })
            let job = text[deploy...].prefix { $0.hasPrefix("  ") || $0.isEmpty }
            #expect(job.contains("      group: pages"), "\(file)")
            #expect(job.contains("      cancel-in-progress: false"), "\(file)")
            // No workflow-level group could cancel the whole run, deployment included.
            #expect(!text.contains { $0.hasPrefix("concurrency:") }, "\(file)")
        }
    }

    @Test func theVersionFileIsTheProgramsVersion() throws {
        let version = try String(
            contentsOf: CommandLineTests.repositoryRoot.appending(path: "VERSION"), encoding: .utf8
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        let run = try CommandLineTests.run(["--version"])
        #expect(run.stdout.split(separator: "\n").first.map(String.init) == "puente \(version)")
    }
}
