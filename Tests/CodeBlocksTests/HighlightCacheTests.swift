import Foundation
import Testing

@testable import CodeBlocks

@Suite struct HighlightCacheTests {
    func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "puente-highlight-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The HTML for `code` from `cache`, and whether it had to be made.
    func lookUp(_ code: String, in cache: HighlightCache) -> (html: String, made: Bool) {
        var made = false
        let html = cache.html(for: code) {
            made = true
            return "<span>\(code)</span>"
        }
        return (html, made)
    }

    func key(_ code: String) throws -> HighlightFile.Key {
        try #require(HighlightFile.Key(hex: HighlightCache.key(code)))
    }

    @Test func entriesSurviveAProcessAndOnlyUsedOnesAreKept() throws {
        let file = folder().appending(path: "highlight-v6.bin")
        let first = HighlightCache(file: file)
        for code in ["let a = 1", "let b = 2", "vista ñ 日本"] { #expect(lookUp(code, in: first).made) }
        first.save()
        let second = HighlightCache(file: file)
        #expect(second.problem == nil)
        #expect(second.contains("let a = 1") && second.contains("vista ñ 日本") && !second.contains("let c = 3"))
        #expect(lookUp("vista ñ 日本", in: second) == ("<span>vista ñ 日本</span>", false))
        second.save()  // only one entry asked for: the others go
        let third = HighlightCache(file: file)
        #expect(third.contains("vista ñ 日本") && !third.contains("let a = 1"))
    }

    @Test func theSameEntriesMakeTheSameBytes() throws {
        let entries: [(key: HighlightFile.Key, html: [UInt8])] = [
            (try key("b"), Array("<i>2</i>".utf8)), (try key("a"), Array("<b>1</b>".utf8)),
        ]
        let bytes = HighlightFile.encode(entries)
        #expect(bytes == HighlightFile.encode(entries.reversed()))
        let decoded = try #require(HighlightFile.decode(bytes))
        let a = try key("a")
        #expect(decoded.count == 2 && decoded[a] == Array("<b>1</b>".utf8))
        #expect(HighlightFile.decode(HighlightFile.encode([])) == [:])
    }

    /// Any byte flipped or any cut: the file read whole is not trusted.
    @Test func aDamagedOrCutFileIsNotTrusted() throws {
        let bytes = HighlightFile.encode([
            (try key("clave"), Array("<span>html</span>".utf8)), (try key("otra"), Array("x".utf8)),
        ])
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= 0x20
            #expect(HighlightFile.decode(damaged) == nil, "byte \(index) flipped")
        }
        for length in 0..<bytes.count {
            #expect(HighlightFile.decode(Array(bytes.prefix(length))) == nil, "cut at \(length)")
        }
    }

    /// Read by index: a byte flipped outside the bodies, or a cut, makes the cache ignore the file whole and
    /// say so once; a byte flipped in one entry's HTML makes that entry again and serves the others; the next
    /// save writes a whole file again.
    @Test func aDamagedFileIsIgnoredWholeAndADamagedEntryIsMadeAgain() throws {
        let file = folder().appending(path: "highlight-v6.bin")
        let writer = HighlightCache(file: file)
        for code in ["let a = 1", "let b = 2"] { _ = lookUp(code, in: writer) }
        writer.save()
        let good = try [UInt8](Data(contentsOf: file))
        let bodies =
            good.count - HighlightFile.trailer.count - "<span>let a = 1</span><span>let b = 2</span>".utf8.count
        for index in good.indices {
            var damaged = good
            damaged[index] ^= 0x20
            try Data(damaged).write(to: file)
            let cache = HighlightCache(file: file)
            let a = lookUp("let a = 1", in: cache)
            let b = lookUp("let b = 2", in: cache)
            #expect(a.html == "<span>let a = 1</span>" && b.html == "<span>let b = 2</span>", "byte \(index)")
            if index < bodies || index >= good.count - HighlightFile.trailer.count {
                #expect(cache.problem != nil && a.made && b.made, "byte \(index): the file is ignored")
            } else {
                #expect(cache.problem == nil && a.made != b.made, "byte \(index): one entry made again")
            }
            cache.save()
            #expect(try [UInt8](Data(contentsOf: file)) == good, "byte \(index): written whole again")
        }
        for length in [0, 5, good.count / 2, good.count - 1] {
            try Data(good.prefix(length)).write(to: file)
            let cache = HighlightCache(file: file)
            #expect(cache.problem != nil && !cache.contains("let a = 1"), "cut at \(length)")
        }
    }

    /// A build that used exactly what the file holds leaves it as it is (not even replaced by the same bytes).
    @Test func aBuildThatUsedWhatTheFileHoldsDoesNotWriteIt() throws {
        let file = folder().appending(path: "highlight-v6.bin")
        let first = HighlightCache(file: file)
        for code in ["let a = 1", "let b = 2"] { _ = lookUp(code, in: first) }
        first.save()
        let before = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int
        let second = HighlightCache(file: file)
        _ = lookUp("let a = 1", in: second)
        second.retain([HighlightCache.key("let b = 2"), "no es una clave", String(repeating: "f", count: 32)])
        second.save()
        let after = try FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? Int
        #expect(before != nil && before == after)
        #expect(HighlightCache(file: file).contains("let b = 2"))
    }

    /// One cache across builds, as `puente serve` keeps it: each save keeps what that build used or retained.
    @Test func eachSaveOfALongLivedCacheKeepsWhatThatBuildUsed() throws {
        let file = folder().appending(path: "highlight-v6.bin")
        let cache = HighlightCache(file: file)
        for code in ["let a = 1", "let b = 2"] { _ = lookUp(code, in: cache) }
        cache.save()
        #expect(lookUp("let a = 1", in: cache).made == false)
        #expect(lookUp("let c = 3", in: cache).made)
        cache.save()
        let reopened = HighlightCache(file: file)
        #expect(reopened.contains("let a = 1") && reopened.contains("let c = 3") && !reopened.contains("let b = 2"))
        let view = cache.recording()
        #expect(lookUp("let c = 3", in: view).made == false)
        #expect(view.keysAsked == [HighlightCache.key("let c = 3")])
        cache.retain([HighlightCache.key("let a = 1")])
        cache.save()
        let last = HighlightCache(file: file)
        #expect(last.contains("let a = 1") && last.contains("let c = 3"))
    }

    @Test func filesOfEarlierFormatsAreRemovedWhenTheCacheIsWritten() throws {
        let site = folder()
        let old = site.appending(path: "highlight-v4.bin")
        try Data("puente-highlight 4\n".utf8).write(to: old)
        let cache = HighlightCache(file: site.appending(path: "highlight-v6.bin"))
        _ = lookUp("let a = 1", in: cache)
        cache.save()
        #expect(!FileManager.default.fileExists(atPath: old.path))
    }

    /// A cache file replaced by a FIFO (hostile pull requests, item 13) neither blocks the build when opened nor
    /// stays: it is not trusted, and the next save replaces it with a regular file.
    @Test func aFIFOInPlaceOfTheFileDoesNotBlockAndIsReplaced() throws {
        let file = folder().appending(path: "highlight-v6.bin")
        #expect(mkfifo(file.path, 0o644) == 0)
        let started = Date()
        let cache = HighlightCache(file: file)
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(lookUp("let a = 1", in: cache).made)
        cache.save()
        let kind = try FileManager.default.attributesOfItem(atPath: file.path)[.type] as? FileAttributeType
        #expect(kind == .typeRegular)
        #expect(HighlightCache(file: file).contains("let a = 1"))
    }
}
