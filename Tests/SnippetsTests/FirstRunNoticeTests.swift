import Foundation
import Testing

@testable import Snippets

/// A first run builds the iOS standard library for a minute or more: it is said before the work starts, and a
/// cached one says nothing.
@Suite struct FirstRunNoticeTests {
    final class Notes: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func append(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
    }

    /// A toolchain with no standard library interfaces: the preparation starts, says so, and fails at once.
    static func fakeToolchain() -> SwiftToolchain {
        let root = FileManager.default.temporaryDirectory.appending(path: "puente-fake-toolchain-\(UUID().uuidString)")
        return SwiftToolchain(
            swiftc: root.appending(path: "bin/swiftc"), frontend: root.appending(path: "bin/swift-frontend"),
            root: root, version: "Swift version 0.0 (fake)", architecture: "x86_64")
    }

    @Test func aFirstRunSaysWhatItPreparesBeforeStarting() throws {
        let cache = FileManager.default.temporaryDirectory.appending(path: "puente-fresh-cache-\(UUID().uuidString)")
        let notes = Notes()
        #expect(throws: SnippetError.self) {
            try IOSSimulatorSDK.prepare(
                toolchain: Self.fakeToolchain(), cacheRoot: cache, announce: { notes.append($0) })
        }
        #expect(
            notes.all == [
                "preparing the iOS standard library and stubs (first run with this Swift toolchain, about "
                    + "\(IOSSimulatorSDK.typicalSeconds / 60) min; kept in \(cache.path))"
            ])
    }
}
