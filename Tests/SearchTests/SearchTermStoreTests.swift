import Content
import Foundation
import Testing

@testable import Search

/// Term counts kept on disk (`PersistentMemo`) never change the index: a build that takes every unit's counts
/// from the store, from another process's file, or from a damaged file writes the bytes a build without one
/// writes; an edited unit is counted again.
@Suite struct SearchTermStoreTests {
    @Test func aStoreNeverChangesTheIndexAndAChangedUnitIsCountedAgain() throws {
        var generator = SearchIndexStateTests.Generator(state: 7)
        var units = (0..<80).map { SearchIndexStateTests.unit($0, &generator) }
        let folder = FileManager.default.temporaryDirectory.appending(path: "puente-terms-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for language in ["es", "ja"] {
            let expected = SearchIndexBuilder().build(units, language: language)
            let first = PersistentMemo<SearchIndexBuilder.TermCounts>(folder: folder, name: language, version: 1)
            #expect(SearchIndexBuilder().build(units, language: language, store: first) == expected)
            #expect(first.counts.misses == units.count)
            first.save()
            // A new process: every unit's counts come from the file.
            let second = PersistentMemo<SearchIndexBuilder.TermCounts>(folder: folder, name: language, version: 1)
            #expect(second.problem == nil)
            #expect(SearchIndexBuilder().build(units, language: language, store: second) == expected)
            #expect(second.counts.hits == units.count && second.counts.misses == 0)
        }
        // One unit edited: only it is counted, and the index is a fresh build's.
        units[5].body += " palabra nueva"
        let third = PersistentMemo<SearchIndexBuilder.TermCounts>(folder: folder, name: "es", version: 1)
        #expect(
            SearchIndexBuilder().build(units, language: "es", store: third)
                == SearchIndexBuilder().build(units, language: "es"))
        #expect(third.counts.misses == 1)
        // A damaged file: said once, ignored, and the index is still right.
        let file = folder.appending(path: "es.bin")
        var bytes = try Data(contentsOf: file)
        bytes[bytes.count / 2] ^= 0x5A
        try bytes.write(to: file)
        let damaged = PersistentMemo<SearchIndexBuilder.TermCounts>(folder: folder, name: "es", version: 1)
        #expect(damaged.problem?.contains("damaged") == true)
        #expect(
            SearchIndexBuilder().build(units, language: "es", store: damaged)
                == SearchIndexBuilder().build(units, language: "es"))
        #expect(damaged.counts.misses == units.count)
    }

    /// The key covers every stored property of a unit: changing any of them changes it.
    @Test func theKeyCoversEveryField() {
        var generator = SearchIndexStateTests.Generator(state: 3)
        let unit = SearchIndexStateTests.unit(0, &generator)
        #expect(Mirror(reflecting: unit).children.count == 9, "a new SearchUnit field must go into contentKey")
        let base = unit.contentKey(language: "es")
        #expect(unit.contentKey(language: "ja") != base)
        let edits: [WritableKeyPath<SearchUnit, String>] = [
            \.url, \.title, \.heading, \.titleText, \.body, \.links, \.tags, \.code, \.text,
        ]
        for path in edits {
            var changed = unit
            changed[keyPath: path] += "x"
            #expect(changed.contentKey(language: "es") != base)
        }
        // Fields are length-prefixed: moving text from one field to the next is a change too.
        var moved = unit
        moved.title = unit.title + unit.heading
        moved.heading = ""
        #expect(moved.contentKey(language: "es") != base)
    }
}
