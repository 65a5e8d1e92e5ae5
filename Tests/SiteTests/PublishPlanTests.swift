import Foundation
import Testing

@testable import Site

/// The decisions of a publish, made from values alone: no folder is read or written here.
@Suite struct PublishPlanTests {
    static func fingerprint(_ size: Int, _ hash: UInt64) -> OutputManifest.Fingerprint {
        OutputManifest.Fingerprint(size: size, hash: hash)
    }

    static func item(_ kind: OutputWriter.Entry.Kind, inode: UInt64 = 1, mode: mode_t = 0o644) -> FolderScan.Item {
        FolderScan.Item(kind: kind, mode: mode, device: 1, inode: inode, size: 0, seconds: 0, nanoseconds: 0)
    }

    static func scan(_ items: [String: FolderScan.Item]) -> FolderScan {
        var scan = FolderScan()
        scan.items = items
        return scan
    }

    @Test func pathsAreSortedWithTheUnchangedOnesAndNeverLeaveTheFolder() throws {
        let files: [String: [UInt8]] = ["b.html": [], "a/c.html": []]
        let paths = try PublishPlan.paths(
            of: files, unchanged: ["a/b.html": Self.fingerprint(1, 1), "b.html": Self.fingerprint(0, 0)])
        #expect(paths == ["a/b.html", "a/c.html", "b.html"])
        for bad in ["../evil.html", "/etc/passwd", "a//b.html", "a/../../b", "a/", ""] {
            #expect(throws: OutputError.unsafeDestination(path: bad, reason: "the path leaves the output folder")) {
                try PublishPlan.paths(of: [bad: []], unchanged: [:])
            }
        }
    }

    @Test func theManifestAddsTheUnchangedFilesToTheComputedOne() {
        let files: [String: [UInt8]] = ["a.html": Array("uno".utf8)]
        let made = PublishPlan.manifest(of: files, computed: nil, unchanged: ["b.html": Self.fingerprint(3, 7)])
        #expect(made.files["a.html"] == OutputManifest(files).files["a.html"])
        #expect(made.files["b.html"] == Self.fingerprint(3, 7))
        // A computed manifest is taken as it is; an unchanged file that has bytes keeps the computed fingerprint.
        let computed = OutputManifest(files: ["a.html": Self.fingerprint(9, 9)])
        let given = PublishPlan.manifest(of: files, computed: computed, unchanged: ["a.html": Self.fingerprint(1, 1)])
        #expect(given == computed)
    }

    @Test func onlyFilesWithTheSameTrustedFingerprintMayBeKeptAndOnlyVerifiedOnesAre() {
        let manifest = OutputManifest(files: [
            "a": Self.fingerprint(1, 1), "b": Self.fingerprint(2, 2), "c": Self.fingerprint(3, 3),
        ])
        let trusted = OutputManifest(files: ["a": Self.fingerprint(1, 1), "b": Self.fingerprint(2, 99)])
        #expect(PublishPlan.candidates(["a", "b", "c"], trusted: trusted, manifest: manifest) == ["a"])
        #expect(PublishPlan.candidates(["a", "b", "c"], trusted: nil, manifest: manifest).isEmpty)
        let verdicts = [
            OutputWriter.Verdict(holds: true, read: false), OutputWriter.Verdict(holds: false, read: true),
            OutputWriter.Verdict(holds: true, read: true),
        ]
        #expect(PublishPlan.kept(["a", "b", "c"], verdicts: verdicts) == ["a", "c"])
    }

    @Test func anUnchangedFileThatIsNotKeptIsLost() {
        let unchanged = ["b": Self.fingerprint(1, 1), "a": Self.fingerprint(1, 1), "c": Self.fingerprint(1, 1)]
        #expect(PublishPlan.lost(unchanged, files: [:], kept: ["a", "b", "c"]) == nil)
        #expect(PublishPlan.lost(unchanged, files: ["a": []], kept: ["c"]) == "b")
        #expect(PublishPlan.lost(unchanged, files: [:], kept: []) == "a")
    }

    @Test func oursIsTheMarkersManifestElseTheTrustedOneElseTheListingOfAnOlderPuente() {
        let published = OutputManifest(files: ["p": Self.fingerprint(1, 1)])
        let trusted = OutputManifest(files: ["t": Self.fingerprint(2, 2)])
        let scan = Self.scan([
            "index.html": Self.item(.file), "es": Self.item(.directory), "es/a.html": Self.item(.file),
            "CNAME": Self.item(.file), ".git/HEAD": Self.item(.file), ".nojekyll": Self.item(.file),
            "es/.hidden": Self.item(.file), "latest": Self.item(.symbolicLink),
        ])
        #expect(PublishPlan.ours(published: published, trusted: trusted, scan: scan) == published)
        #expect(PublishPlan.ours(published: nil, trusted: trusted, scan: scan) == trusted)
        let listed = PublishPlan.ours(published: nil, trusted: nil, scan: scan)
        #expect(Set(listed.files.keys) == ["index.html", "es/a.html", "es/.hidden", "latest"])
        #expect(PublishPlan.ours(published: nil, trusted: nil, scan: FolderScan()).files.isEmpty)
    }

    @Test func writtenRemovedAndWhetherThereIsAnythingToDo() {
        let manifest = OutputManifest(files: ["a": Self.fingerprint(1, 1), "b": Self.fingerprint(2, 2)])
        let ours = OutputManifest(files: ["a": Self.fingerprint(1, 1), "old": Self.fingerprint(3, 3)])
        let plan = PublishPlan(paths: ["a", "b"], manifest: manifest, kept: ["a"], ours: ours)
        #expect(plan.written == 1 && plan.removed == 1)
        #expect(!plan.leavesUnchanged(published: ours))
        let same = PublishPlan(paths: ["a", "b"], manifest: manifest, kept: ["a", "b"], ours: manifest)
        #expect(same.written == 0 && same.removed == 0)
        #expect(same.leavesUnchanged(published: manifest))
        // The marker must say so too: one without a manifest (or another manifest) is written again.
        #expect(!same.leavesUnchanged(published: nil))
        #expect(!same.leavesUnchanged(published: ours))
    }

    @Test func theSpareIsRefreshedOnlyForAnUpdateOfAFolderThatExistsWithAWholeSpare() {
        var asked = false
        func whole() -> Bool {
            asked = true
            return true
        }
        // Outside `#expect`, which may evaluate the arguments it shows.
        let notAnUpdate = PublishPlan.refreshesSpare(trusted: false, exists: true, spareIsWhole: whole())
        let noFolder = PublishPlan.refreshesSpare(trusted: true, exists: false, spareIsWhole: whole())
        #expect(!notAnUpdate && !noFolder)
        #expect(!asked, "the spare's marker is read only when it could matter")
        #expect(PublishPlan.refreshesSpare(trusted: true, exists: true, spareIsWhole: whole()))
        #expect(!PublishPlan.refreshesSpare(trusted: true, exists: true, spareIsWhole: false))
    }

    @Test func theUsersEntriesAreCarriedWithTheirFoldersUnlessTheSiteTakesTheirPlace() {
        let ours = OutputManifest(files: ["index.html": Self.fingerprint(1, 1), "es/old.html": Self.fingerprint(1, 1)])
        let scan = Self.scan([
            "index.html": Self.item(.file), OutputWriter.markerName: Self.item(.file),
            "es": Self.item(.directory), "es/old.html": Self.item(.file),
            ".git": Self.item(.directory, mode: 0o700), ".git/objects": Self.item(.directory, mode: 0o750),
            ".git/objects/ab": Self.item(.file), "CNAME": Self.item(.file, mode: 0o600),
            "latest": Self.item(.symbolicLink), "empty": Self.item(.directory),
            // The next site puts a file where the user had a folder, and where the user had a file.
            "docs": Self.item(.directory), "docs/note.txt": Self.item(.file), "taken.html": Self.item(.file),
        ])
        let plan = PublishPlan(
            paths: ["docs", "index.html", "taken.html"], manifest: OutputManifest(files: [:]), kept: [], ours: ours)
        let carried = plan.foreignEntries(of: scan)
        #expect(
            carried == [
                OutputWriter.Entry(path: ".git", kind: .directory, mode: 0o700),
                OutputWriter.Entry(path: ".git/objects", kind: .directory, mode: 0o750),
                OutputWriter.Entry(path: ".git/objects/ab", kind: .file, mode: 0o644),
                OutputWriter.Entry(path: "CNAME", kind: .file, mode: 0o600),
                OutputWriter.Entry(path: "latest", kind: .symbolicLink, mode: 0o644),
            ])
    }

    @Test func outputPaths() {
        #expect(OutputPath.parent(of: "d") == "")
        #expect(OutputPath.parent(of: "d/e/f.html") == "d/e")
        #expect(OutputPath.folders(holding: ["a/b/c.html", "a/d.html", "e.html"]) == ["a", "a/b"])
        #expect(OutputPath.isSafe("a/b.html") && OutputPath.isSafe(".well-known/x"))
        #expect(!OutputPath.isSafe("a/../b") && !OutputPath.isSafe("/a") && !OutputPath.isSafe("a//b"))
    }
}
