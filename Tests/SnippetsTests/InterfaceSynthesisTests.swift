import Foundation
import Testing

@testable import Snippets

/// A module built from an interface gets no derived members, so the hand-written Swift that follows a generated
/// module's table gets them written out: a snippet uses `rawValue`, `init?(rawValue:)`, `allCases` and
/// `hashValue` of a hand-written enum as it would Apple's.
@Suite(.tags(.slow)) struct InterfaceSynthesisTests {
    @Test func enumsGetTheirDerivedMembersOnTheirClosingLine() {
        let source = """
            open class V {
                @objc(VMode) public enum Mode: Int, @unchecked Sendable { case a = 0, b = 1 }
                public enum Kind: Swift.String, CaseIterable {
                    case one
                }
                public enum Box { case item(Int) }
                public enum Spelled: Int {
                    case a
                    public var rawValue: Int { 0 }
                    public func hash(into hasher: inout Hasher) {}
                }
            }
            """
        let result = InterfaceSynthesis.explicitMembers(in: source)
        #expect(result.split(separator: "\n").count == source.split(separator: "\n").count)
        let lines = result.split(separator: "\n").map(String.init)
        #expect(
            lines[1]
                == "    @objc(VMode) public enum Mode: Int, @unchecked Sendable { case a = 0, b = 1 ; public typealias "
                + "RawValue = Int; public init?(rawValue: Int); public var rawValue: Int { get }; public func "
                + "hash(into hasher: inout Swift.Hasher); public var hashValue: Swift.Int { get } }")
        #expect(
            lines[4]
                == "    public typealias RawValue = String; public init?(rawValue: String); public var rawValue: String "
                + "{ get }; public typealias AllCases = [Kind]; public static var allCases: [Kind] { get }; public "
                + "func hash(into hasher: inout Swift.Hasher); public var hashValue: Swift.Int { get } }")
        // An enum with a payload has no derived members; one that spells them gets nothing more.
        #expect(lines[5] == "    public enum Box { case item(Int) }")
        #expect(lines[10] == "    }")
    }

    @Test func aSnippetUsesTheDerivedMembersOfAHandWrittenEnum() throws {
        let site = try GapDiagnosticsTests.site(
            """
            let raw: Int = Mode.b.rawValue
            let made = Mode(rawValue: 1)
            let all = Flavor.allCases.count
            let hash = Mode.a.hashValue
            let set: Set<Mode> = [.a]
            print(raw, made as Any, all, hash, set)
            """)
        try """
        /// A mode.
        public enum Mode: Int, Sendable { case a = 0, b = 1 }
        /// Flavors.
        public enum Flavor: String, CaseIterable {
            case sweet, sour
        }

        """.write(to: site.appending(path: "Content/Stubs/Kit/Mode.swift"), atomically: true, encoding: .utf8)
        let report = SnippetSite.check(site, environment: SnippetSite.withoutBuiltIns())
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty, "\(report.diagnostics)")
        #expect(report.checked == 1)
    }
}
