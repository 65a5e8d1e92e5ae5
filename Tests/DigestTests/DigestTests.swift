import Foundation
import Testing

@testable import Digest

/// BLAKE2b through libsodium against Python's hashlib (its own implementation), and the machine tags: a file
/// Puente tagged opens; any change, another key, another purpose or no tag at all does not.
@Suite struct DigestTests {
    @Test func blake2bMatchesAnIndependentImplementation() {
        #expect(ContentDigest.hex(ContentDigest.of([])) == "cae66941d9efbd404e4d88758ea67670")
        #expect(ContentDigest.hex(ContentDigest.of(Array("abc".utf8))) == "cf4ab791c62b8d2b2109c90275287816")
        let hasher = SodiumConverter.Blake2b(length: 32, key: Array(0..<32))
        Array("abc".utf8).withUnsafeBytes { hasher.update($0) }
        #expect(
            ContentDigest.hex(hasher.finish()) == "d63a32d3e44738d7907f964316c241adaba0abfeabc32349677578a15a203f7f")
    }

    @Test func piecesAreFramedSoTheirBoundariesCount() {
        let a = ContentDigest()
        a.add("ab")
        a.add("c")
        let b = ContentDigest()
        b.add("a")
        b.add("bc")
        #expect(a.hex() != b.hex())
        #expect(a.hex() == a.hex())
    }

    static let authenticator = CacheAuthenticator(key: Array(repeating: 7, count: 32), writer: "puente test")

    @Test func aTaggedFileOpensAndEveryChangeIsCaught() {
        let payload = Array("verdict: compiles\n".utf8)
        let sealed = Self.authenticator.seal(payload, purpose: "verdict k1")
        #expect(
            Self.authenticator.open(sealed, purpose: "verdict k1")
                == .authentic(payload: payload[...], writer: "puente test"))
        // Every single byte flipped, and every cut.
        for index in sealed.indices {
            var changed = sealed
            changed[index] ^= 0x01
            #expect(
                Self.authenticator.open(changed, purpose: "verdict k1")
                    != .authentic(payload: payload[...], writer: "puente test"))
        }
        for length in 0..<sealed.count {
            if case .authentic = Self.authenticator.open(Array(sealed[..<length]), purpose: "verdict k1") {
                Issue.record("a file cut to \(length) bytes opened")
            }
        }
        #expect(Self.authenticator.open(sealed, purpose: "verdict k2") == .forged)
        #expect(Self.authenticator.open(payload, purpose: "verdict k1") == .untagged)
        let other = CacheAuthenticator(key: Array(repeating: 8, count: 32), writer: "puente test")
        #expect(other.open(sealed, purpose: "verdict k1") == .forged)
    }

    @Test func theMachineKeyIsMadeOncePrivateAndReplacedWhenUnsafe() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "puente-key-\(UUID().uuidString)")
        let first = CacheAuthenticator(keyFolder: folder, writer: "w")
        #expect(first.problem == nil)
        let file = folder.appending(path: MachineKey.fileName)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let payload = Array("x".utf8)
        let again = CacheAuthenticator(keyFolder: folder, writer: "w")
        #expect(
            again.open(first.seal(payload, purpose: "p"), purpose: "p")
                == .authentic(payload: payload[...], writer: "w"))
        // A key others can read is no secret: a new one replaces it, and the old tags no longer open.
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        let replaced = CacheAuthenticator(keyFolder: folder, writer: "w")
        #expect(replaced.open(first.seal(payload, purpose: "p"), purpose: "p") == .forged)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o600)
    }

    @Test func manyProcessesMakingTheKeyAtOnceAgreeOnOne() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "puente-key-race-\(UUID().uuidString)")
        let made = Made()
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            let authenticator = CacheAuthenticator(keyFolder: folder, writer: "w")
            made.add(authenticator.seal([1, 2, 3], purpose: "p"))
        }
        let reader = CacheAuthenticator(keyFolder: folder, writer: "w")
        for sealed in made.all {
            #expect(reader.open(sealed, purpose: "p") == .authentic(payload: [1, 2, 3], writer: "w"))
        }
    }

    final class Made: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [[UInt8]] = []
        func add(_ value: [UInt8]) { lock.withLock { values.append(value) } }
        var all: [[UInt8]] { lock.withLock { values } }
    }
}
