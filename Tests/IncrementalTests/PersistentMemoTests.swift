import Foundation
import SiteFiles
import Testing

@testable import Incremental

/// A memo file is trusted whole or not at all: every truncation and every flipped byte is found, a file of
/// another name or version is ignored, saves from racing processes leave one whole file, and entries a build
/// did not ask for are not written back.
@Suite struct PersistentMemoTests {
    /// A small value to store.
    struct Text: MemoCodable, Equatable {
        var value: String
        func encode(into bytes: inout [UInt8]) { bytes.appendString(value) }
        init(_ value: String) { self.value = value }
        init?(decoding reader: inout MemoReader) {
            guard let value = reader.string() else { return nil }
            self.value = value
        }
    }

    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appending(path: "puente-memo-\(UUID().uuidString)")
    }

    static func key(_ text: String) -> StableHash.Key { StableHash.Key(Array(text.utf8)) }

    @Test func numbersReadInBulkEqualNumbersReadOneByOne() {
        var bytes: [UInt8] = [9, 9, 9]
        let values: [UInt32] = [0, 1, 0xFFFF_FFFF, 0x0102_0304, 77, 12_345]
        for value in values { bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) } }
        // A slice that does not start at 0, as a memo file's records are read.
        var bulk = MemoReader(bytes[3...])
        var single = MemoReader(bytes[3...])
        #expect(bulk.uint32s(values.count) == values.map { _ in single.uint32()! })
        #expect(bulk.isAtEnd && single.isAtEnd)
        var pairs = MemoReader(bytes[3...])
        let (firsts, seconds) = pairs.uint32Pairs(3)!
        #expect(firsts == [0, 0xFFFF_FFFF, 77] && seconds == [1, 0x0102_0304, 12_345])
        var short = MemoReader(bytes[3...])
        #expect(short.uint32s(values.count + 1) == nil && short.uint32Pairs(4) == nil)
        #expect(short.uint32s(values.count) == values, "a refused read reads nothing")
    }

    @Test func roundTripAndOnlyWhatWasAskedForIsKept() {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let memo = PersistentMemo<Text>(folder: folder, name: "t", version: 1)
        let keys = ["uno", "dos", "tres"].map(Self.key)
        let made = memo.values(keys) { Text(["uno", "dos", "tres"][$0]) }
        #expect(made.map(\.value) == ["uno", "dos", "tres"])
        memo.save()
        let again = PersistentMemo<Text>(folder: folder, name: "t", version: 1)
        #expect(again.values(Array(keys.prefix(2))) { _ in Text("nuevo") }.map(\.value) == ["uno", "dos"])
        #expect(again.counts.hits == 2 && again.counts.misses == 0)
        again.save()
        let third = PersistentMemo<Text>(folder: folder, name: "t", version: 1)
        #expect(third.value(keys[2]) { Text("rehecho") }.value == "rehecho", "tres was not asked for, so not kept")
        // Another version or name: not this memo's file.
        try? FileManager.default.copyItem(at: third.file, to: folder.appending(path: "u.bin"))
        #expect(PersistentMemo<Text>(folder: folder, name: "t", version: 2).problem != nil)
    }

    @Test func everyTruncationAndEveryFlippedByteIsFound() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let memo = PersistentMemo<Text>(folder: folder, name: "t", version: 1)
        _ = memo.values(["a", "b"].map(Self.key)) { Text("valor \($0)") }
        memo.save()
        // The records inside the machine's tag (the tag itself is checked by DigestTests).
        let good = try #require(SealedFile.payload(memo.file.path, purpose: "memo t"))
        let header = PersistentMemo<Text>(folder: folder, name: "t", version: 1)
        #expect(header.problem == nil)
        let headerLength = try #require(good.firstIndex(of: 0x0A)) + 1
        for length in 0..<good.count {
            #expect(
                PersistentMemo<Text>.read(Array(good.prefix(length)), header: Array(good.prefix(headerLength))) == nil)
        }
        for offset in headerLength..<good.count {
            var damaged = Array(good)
            damaged[offset] ^= 0x01
            #expect(
                PersistentMemo<Text>.read(damaged, header: Array(good.prefix(headerLength))) == nil, "byte \(offset)")
        }
    }

    @Test func racingSavesLeaveOneWholeFile() {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for round in 0..<20 {
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                let memo = PersistentMemo<Text>(folder: folder, name: "t", version: 1)
                _ = memo.values((0..<50).map { Self.key("\(round)-\(index)-\($0)") }) { Text("v\($0)") }
                memo.save()
            }
            #expect(PersistentMemo<Text>(folder: folder, name: "t", version: 1).problem == nil)
        }
    }
}
