import Foundation
import Testing

@testable import Site

/// What bringing a staging folder to the next site takes, decided from scans alone.
@Suite struct RefreshPlanTests {
    static func item(_ kind: OutputWriter.Entry.Kind, inode: UInt64 = 1) -> FolderScan.Item {
        PublishPlanTests.item(kind, inode: inode)
    }

    @Test func theSpareLosesWhatTheNextSiteDoesNotHoldAndGainsTheFoldersItLacks() {
        let present = PublishPlanTests.scan([
            OutputWriter.markerName: Self.item(.file), "index.html": Self.item(.file), "old.html": Self.item(.file),
            "es": Self.item(.directory), "es/a": Self.item(.directory), "es/a/index.html": Self.item(.file),
            "gone": Self.item(.directory), "gone/deep": Self.item(.directory), "gone/deep/x.html": Self.item(.file),
            "link": Self.item(.symbolicLink),
        ])
        let foreign = [
            OutputWriter.Entry(path: ".git", kind: .directory, mode: 0o700),
            OutputWriter.Entry(path: ".git/HEAD", kind: .file, mode: 0o644),
        ]
        let plan = RefreshPlan(
            present: present, paths: ["es/a/index.html", "es/b/c/index.html", "index.html"], foreign: foreign)
        #expect(Set(plan.staleFiles) == [OutputWriter.markerName, "old.html", "gone/deep/x.html", "link"])
        // Children before their parents; folders the next site needs stay.
        #expect(plan.staleFolders == ["gone/deep", "gone"])
        #expect(plan.newFolders.map { Set($0) } == [[".git"], ["es/b"], ["es/b/c"]])
        #expect(plan.modes == [".git": 0o700, ".git/HEAD": 0o644])
        // An empty staging folder only gains.
        let fresh = RefreshPlan(present: FolderScan(), paths: ["a/b.html", "c.html"], foreign: [])
        #expect(fresh.staleFiles.isEmpty && fresh.staleFolders.isEmpty && fresh.newFolders == [["a"]])
    }

    @Test func eachEntryIsLeftLinkedCarriedOrWritten() {
        let published = Self.item(.file, inode: 10)
        let linked = Self.item(.file, inode: 10)
        let other = Self.item(.file, inode: 20)
        // A kept file: already the published one, a link to make (over an old name or not), or, with nothing
        // published to link to, written.
        #expect(
            RefreshPlan.step(for: "a", entry: nil, kept: ["a"], published: published, present: linked)
                == .inPlace(published))
        #expect(
            RefreshPlan.step(for: "a", entry: nil, kept: ["a"], published: published, present: other)
                == .link(published, replacing: true))
        #expect(
            RefreshPlan.step(for: "a", entry: nil, kept: ["a"], published: published, present: nil)
                == .link(published, replacing: false))
        #expect(
            RefreshPlan.step(for: "a", entry: nil, kept: ["a"], published: nil, present: other)
                == .write(replacing: true))
        // A file not kept is written, even where the staging folder holds the published inode.
        #expect(
            RefreshPlan.step(for: "a", entry: nil, kept: [], published: published, present: linked)
                == .write(replacing: true))
        #expect(
            RefreshPlan.step(for: "a", entry: nil, kept: [], published: nil, present: nil) == .write(replacing: false))
        // The user's file is left where it is already linked, else carried; a link is always carried.
        let file = OutputWriter.Entry(path: "CNAME", kind: .file, mode: 0o644)
        let link = OutputWriter.Entry(path: "latest", kind: .symbolicLink, mode: 0o777)
        #expect(
            RefreshPlan.step(for: "CNAME", entry: file, kept: [], published: published, present: linked)
                == .inPlace(nil))
        #expect(
            RefreshPlan.step(for: "CNAME", entry: file, kept: [], published: published, present: other)
                == .carry(file))
        #expect(
            RefreshPlan.step(
                for: "latest", entry: link, kept: [], published: Self.item(.symbolicLink, inode: 5),
                present: Self.item(.symbolicLink, inode: 5)) == .carry(link))
    }
}
