import Foundation
import Testing

@testable import CodeBlocks

@Suite struct HighlightCacheTests {
    func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "puente-highlight-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func entriesSurviveAProcessAndOnlyUsedOnesAreKept() throws {
        let file = folder().appending(path: "highlight-v4.bin")
        let first = HighlightCache(file: file)
        var made = 0
        for code in ["let a = 1", "let b = 2", "vista ñ 日本"] {
            _ = first.html(for: code) {
                made += 1
                return "<span>\(code)</span>"
            }
        }
        first.save()
        #expect(made == 3)
        let second = HighlightCache(file: file)
        #expect(second.contains("let a = 1") && second.contains("vista ñ 日本"))
        #expect(second.html(for: "vista ñ 日本") { "again" } == "<span>vista ñ 日本</span>")
        second.save()  // only one entry asked for: the others go
        let third = HighlightCache(file: file)
        #expect(third.contains("vista ñ 日本") && !third.contains("let a = 1"))
    }

    @Test func theSameEntriesMakeTheSameBytes() {
        let entries = ["b": "<i>2</i>", "a": "<b>1</b>"]
        #expect(
            HighlightCache.encode(entries)
                == HighlightCache.encode(Dictionary(uniqueKeysWithValues: entries.reversed())))
        #expect(HighlightCache.decode(HighlightCache.encode(entries)) == entries)
        #expect(HighlightCache.decode(HighlightCache.encode([:])) == [:])
    }

    /// Any byte flipped or any cut: the file is not trusted (everything is highlighted again).
    @Test func aDamagedOrCutFileIsIgnoredWhole() {
        let bytes = HighlightCache.encode(["clave": "<span>html</span>", "otra": "x"])
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= 0x20
            #expect(HighlightCache.decode(damaged) == nil, "byte \(index) flipped")
        }
        for length in 0..<bytes.count {
            #expect(HighlightCache.decode(Array(bytes.prefix(length))) == nil, "cut at \(length)")
        }
    }
}
