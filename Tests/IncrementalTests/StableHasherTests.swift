import Foundation
import Testing

@testable import Incremental

/// Keys made by ``StableHasher``: framed (no two values share bytes), independent of a dictionary's or set's
/// order, the same in every process, and checked for coverage by ``StableHashCoverage``.
@Suite struct StableHasherTests {
    /// A stage input as a test writes one: every field hashed.
    struct Complete: StableHashable {
        var name: String
        var count: Int
        var inner: Inner

        func hash(into hasher: inout StableHasher) {
            hasher.combine(name)
            hasher.combine(count)
            hasher.combine(inner)
        }
    }

    /// A nested value, checked because ``Complete`` stores it.
    struct Inner: StableHashable {
        var flags: [Bool]
        var label: String?

        func hash(into hasher: inout StableHasher) {
            hasher.combine(flags)
            hasher.combine(label)
        }
    }

    /// ``Complete`` after someone added `draft` and forgot it in `hash(into:)`.
    struct FieldAddedButNotHashed: StableHashable {
        var name: String
        var count: Int
        var draft: Bool

        func hash(into hasher: inout StableHasher) {
            hasher.combine(name)
            hasher.combine(count)
        }
    }

    /// A value that stores ``FieldAddedButNotHashed`` inside an array: the walk reaches it through the
    /// elements.
    struct Holder: StableHashable {
        var items: [FieldAddedButNotHashed]

        func hash(into hasher: inout StableHasher) { hasher.combine(items) }
    }

    @Test func aCompleteConformanceHasNoProblems() {
        let value = Complete(name: "a", count: 1, inner: Inner(flags: [true], label: "l"))
        #expect(StableHashCoverage.problems(in: value) == [])
    }

    @Test func aFieldAddedWithoutEnteringTheKeyIsNamed() {
        let problems = StableHashCoverage.problems(in: FieldAddedButNotHashed(name: "a", count: 1, draft: true))
        #expect(problems.count == 1)
        #expect(problems.first?.contains("stores 3 fields (name, count, draft) but its hash(into:) combines 2") == true)
        let nested = StableHashCoverage.problems(in: Holder(items: [.init(name: "a", count: 1, draft: false)]))
        #expect(nested.count == 1)
        #expect(nested.first?.hasPrefix("Holder.items.0: ") == true)
    }

    @Test func aStoredValueThatIsNotHashableIsNamed() {
        struct Plain { var x = 1 }
        struct Carrier: StableHashable {
            var plain = Plain()
            var y = 2
            func hash(into hasher: inout StableHasher) {
                hasher.combine(y)
                hasher.combine(y)
            }
        }
        #expect(StableHashCoverage.problems(in: Carrier()).contains { $0.contains("is not StableHashable") })
    }

    @Test func framingKeepsNeighbouringFieldsApart() {
        struct Pair: StableHashable {
            var first: String
            var second: String
            func hash(into hasher: inout StableHasher) {
                hasher.combine(first)
                hasher.combine(second)
            }
        }
        #expect(Pair(first: "ab", second: "c").stableKey(.theme) != Pair(first: "a", second: "bc").stableKey(.theme))
        #expect([[1], []].stableKey(.theme) != [[], [1]].stableKey(.theme))
        #expect(Optional<String>.none.stableKey(.theme) != Optional("").stableKey(.theme))
        #expect("x".stableKey(.theme) != "x".stableKey(.feeds), "the format is part of the key")
    }

    @Test func dictionariesAndSetsHashInKeyOrder() {
        var forward: [String: Int] = [:]
        var backward: [String: Int] = [:]
        let names = (0..<200).map { "key \($0)" }
        for (index, name) in names.enumerated() { forward[name] = index }
        for (index, name) in names.enumerated().reversed() { backward[name] = index }
        #expect(forward.stableKey(.theme) == backward.stableKey(.theme))
        #expect(Set(names).stableKey(.theme) == Set(names.reversed()).stableKey(.theme))
        backward["key 7"] = 8
        #expect(forward.stableKey(.theme) != backward.stableKey(.theme))
    }

    /// The key of a fixed value, written down: a key that changed between processes or Swift versions (a
    /// seeded `Hasher`, a reflection string) would throw away every result kept on disk.
    @Test func keysAreTheSameInEveryProcess() {
        let value = Complete(name: "título", count: -3, inner: Inner(flags: [true, false], label: nil))
        // Without a format's name (which a version bump changes on purpose): the framing and the digest alone.
        var hasher = StableHasher()
        hasher.combine(value)
        #expect(hasher.finalize().text == "dbcc8fa886a85351a6f57c510c080d14")
        #expect(Data([1, 2, 3]).stableKey(.articleParse) == Data([1, 2, 3]).stableKey(.articleParse))
    }

    @Test func everyFormatVersionIsDistinct() {
        let names = KeyVersion.allCases.map { $0.rawValue.split(separator: " ").dropLast().joined(separator: " ") }
        #expect(Set(names).count == names.count, "two formats share a name: \(names)")
    }
}
