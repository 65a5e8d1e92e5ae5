import Config
import Content
import Foundation
import Testing

@testable import Snippets

/// An error that comes from something the stubs lack reads as a gap in the stubs, first, at its line: an
/// unstubbed name, member, overload or module; with the compiler's own words as a note, the iOS the API needs
/// when the article's is lower, and how to go on. The report counts gaps apart.
@Suite(.tags(.slow)) struct GapDiagnosticsTests {
    /// A site with a generated module `Kit` (a facts table whose `excluded` rows stand for what Apple has and the
    /// stubs lack) and one block `code` at iOS `ios`.
    static func site(_ code: String, ios: String = "16") throws -> URL {
        let site = try SnippetSite.make("```swift\nimport Kit\n\n\(code)\n```\n", ios: ios, stubs: false)
        try """
        base_url: "https://x.example/"
        languages:
          es: { title: "S" }
        snippets:
          implicit_imports: []
        """.write(to: site.appending(path: "Content/site.yml"), atomically: true, encoding: .utf8)
        let folder = site.appending(path: "Content/Stubs/Kit")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let rows: [StubFactsTable.Row] = [
            .init(
                id: 1, parent: 0, kind: "struct", name: "Thing", ios: "15.0", condition: "", status: "stubbed",
                declaration: "@available(iOS 15.0, *) public struct Thing"),
            .init(
                id: 2, parent: 1, kind: "init", name: "Thing.init(name:)", ios: "15.0", condition: "",
                status: "stubbed", declaration: "public init(name: Swift.String)"),
            .init(
                id: 3, parent: 1, kind: "init", name: "Thing.init(name:count:)", ios: "17.0", condition: "",
                status: "excluded: needs Kit.Counter, which the stubs lack",
                declaration: "@available(iOS 17.0, *) public init(name: Swift.String, count: Kit.Counter)"),
            .init(
                id: 4, parent: 1, kind: "func", name: "Thing.refresh()", ios: "17.0", condition: "",
                status: "excluded: needs Kit.Counter",
                declaration: "@available(iOS 17.0, *) public func refresh() -> Kit.Counter"),
            .init(
                id: 5, parent: 0, kind: "struct", name: "Gadget", ios: "18.0", condition: "",
                status: "excluded: needs Kit.Counter", declaration: "@available(iOS 18.0, *) public struct Gadget"),
        ]
        let table = StubFactsTable(
            module: "Kit", source: "test", flags: "-enable-library-evolution -swift-version 5",
            imports: ["import Swift"], rows: rows)
        try table.text.write(to: folder.appending(path: "Kit.facts.tsv"), atomically: true, encoding: .utf8)
        // The built-in stubs are off here, so the site brings the SDK's framework list too.
        try "# frameworks\nHealthKit\nKit\n".write(
            to: site.appending(path: "Content/Stubs/APPLE-FRAMEWORKS.txt"), atomically: true, encoding: .utf8)
        return site
    }

    static func check(_ code: String, ios: String = "16") throws -> SnippetReport {
        SnippetSite.check(try site(code, ios: ios), environment: SnippetSite.withoutBuiltIns())
    }

    @Test func anUnstubbedNameIsAGapWithTheIOSItNeeds() throws {
        let report = try Self.check("let g = Gadget()")
        let first = try #require(report.diagnostics.first { $0.severity == .error })
        #expect(
            first.message
                == "'Gadget' is an Apple API (Kit, iOS 18.0+) that Puente's stubs do not declare; this is not an "
                + "error in the article")
        #expect(first.location?.line == 9)
        #expect(first.notes.map(\.message).contains("the compiler says: cannot find 'Gadget' in scope"))
        #expect(
            first.notes.contains {
                $0.message.hasPrefix(
                    "the article's minimum iOS is 16.0; once the stubs declare it, this line still "
                        + "needs `if #available(iOS 18.0, *)`")
            })
        #expect(first.help?.contains("skip=\"reason\"") == true)
        #expect(report.gaps == 1)
    }

    @Test func anUnstubbedMemberIsAGap() throws {
        let report = try Self.check("let t = Thing(name: \"a\")\nlet c = t.refresh()", ios: "17")
        let first = try #require(report.diagnostics.first { $0.severity == .error })
        #expect(first.message.hasPrefix("'Thing.refresh()' is an Apple API (Kit, iOS 17.0+) that Puente's stubs"))
        #expect(!first.notes.contains { $0.message.contains("minimum iOS") })
        #expect(report.gaps == 1)
    }

    @Test func aCallThatNeedsAnUnstubbedOverloadIsAGap() throws {
        let report = try Self.check("let t = Thing(name: \"a\", count: 2)", ios: "17")
        let first = try #require(report.diagnostics.first { $0.severity == .error })
        #expect(
            first.message
                == "Apple declares Thing.init(name:count:) (Kit, iOS 17.0+), which Puente's stubs do not; this "
                + "error comes from the missing overload, not from the article")
        #expect(report.gaps == 1)
    }

    @Test func anUnstubbedFrameworkIsAGap() throws {
        let report = try Self.check("import HealthKit\nlet t = Thing(name: \"a\")")
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(
            errors.map(\.message) == [
                "'HealthKit' is an Apple framework that Puente's stubs do not include; this is not an error in the "
                    + "article"
            ])
        #expect(report.gaps == 1)
    }

    @Test func anAppleMacroWithoutAStandInIsAGap() throws {
        var index = AppleAPIIndex()
        index.add(AppleAPIIndex.entry(module: "TipKit", name: "Rule", ios: "17.0", stubbed: true))
        let gap = try #require(
            index.gap(
                for: "external macro implementation type 'TipKitMacros.RuleMacro' could not be found for macro "
                    + "'Rule'; plugin for module 'TipKitMacros' not found", source: "", line: 1, column: 1))
        #expect(
            gap.message
                == "'Rule' is an Apple macro (TipKit) whose implementation ships only with Xcode, and Puente has no "
                + "stand-in for it yet; this is not an error in the article")
        #expect(gap.ios == "17.0")
        // TipKit's `@Parameter` is a macro of TipKitMacros; AppIntents' `Parameter` is another declaration.
        index.add(AppleAPIIndex.entry(module: "AppIntents", name: "Parameter", ios: "16.0", stubbed: true))
        index.add(AppleAPIIndex.entry(module: "TipKit", name: "Parameter", ios: "17.0", stubbed: true))
        let parameter = try #require(
            index.gap(
                for: "external macro implementation type 'TipKitMacros.ParameterMacro' could not be found for "
                    + "macro 'Parameter'", source: "", line: 1, column: 1))
        #expect(parameter.message.hasPrefix("'Parameter' is an Apple macro (TipKit)"))
        #expect(parameter.ios == "17.0")
    }

    /// A member the compiler cannot find on an Apple type that a hand-written half declares (UIKit's Objective-C
    /// API) keeps the compiler's message, as it may be the author's, with a note that the stubs may lack it.
    @Test func aMissingMemberOfAHandWrittenAppleTypeSaysTheStubsMayLackIt() throws {
        let site = try Self.site("let p = Popover()\np.sourceItem = 1")
        try
            "/// A popover.\npublic class Popover {\n    public init() {}\n    public class var shared: Popover { Popover() }\n}\n"
            .write(to: site.appending(path: "Content/Stubs/Kit/Popover.swift"), atomically: true, encoding: .utf8)
        let report = SnippetSite.check(site, environment: SnippetSite.withoutBuiltIns())
        let first = try #require(report.diagnostics.first { $0.severity == .error })
        #expect(first.message == "value of type 'Popover' has no member 'sourceItem'")
        #expect(
            first.notes.map(\.message).contains(
                "'Popover' is Kit's, and Puente's stubs of its Objective-C API are written by hand and may lack some "
                    + "of it: if Apple documents 'sourceItem' for Popover, this is a gap in the stubs, not an error in "
                    + "the article (add it to Content/Stubs/GAPS.tsv, or mark the block skip=\"reason\")"))
        #expect(report.gaps == 0)
        // The article's own type gets no such note.
        let own = try Self.check("struct Mine {}\nlet m = Mine()\nm.sourceItem = 1")
        let ownError = try #require(own.diagnostics.first { $0.severity == .error })
        #expect(!ownError.notes.contains { $0.message.contains("written by hand") })
    }

    @Test func typeDeclarationsAreReadFromHandWrittenSource() {
        let source = """
            // class Commented is not one
            @objc open class UIColorWell: UIControl {
                open class var shared: UIColorWell { fatalError() }
                open class func make() -> UIColorWell { fatalError() }
            }
            public struct Options: OptionSet {}
            @objc public enum Style: Int { case a }
            @objc public protocol Delegate: NSObjectProtocol {}
            public actor Worker {}
            """
        let found = AppleAPIIndex.typeDeclarations(in: Array(source.utf8))
        #expect(
            found.map { "\($0.0) \($0.1)" } == [
                "class UIColorWell", "struct Options", "enum Style", "protocol Delegate", "actor Worker",
            ])
    }

    /// A member missing on one Apple type is not another Apple type's member of that name; a protocol's member
    /// can be any conforming type's, and on the article's own type any Apple member can be the inherited one.
    @Test func aMemberOfAnotherAppleTypeIsNotNamed() throws {
        var index = AppleAPIIndex()
        let table = StubFactsTable(
            module: "TipKit", source: "test", flags: "", imports: [],
            rows: [
                .init(
                    id: 1, parent: 0, kind: "class", name: "TipUIPopoverViewController", ios: "17.0", condition: "",
                    status: "stubbed", declaration: "public class TipUIPopoverViewController"),
                .init(
                    id: 2, parent: 1, kind: "var", name: "TipUIPopoverViewController.sourceItem", ios: "17.0",
                    condition: "", status: "excluded: needs UIKit", declaration: "public var sourceItem: Int"),
                .init(
                    id: 3, parent: 0, kind: "protocol", name: "View", ios: "13.0", condition: "", status: "stubbed",
                    declaration: "public protocol View"),
                .init(
                    id: 4, parent: 3, kind: "func", name: "View.popoverTip(_:)", ios: "17.0", condition: "",
                    status: "excluded: needs TipKit", declaration: "public func popoverTip(_ tip: Int)"),
                .init(
                    id: 5, parent: 0, kind: "extension", name: "UIPopoverPresentationController", ios: "",
                    condition: "",
                    status: "stubbed", declaration: "extension UIPopoverPresentationController"),
                .init(
                    id: 6, parent: 0, kind: "struct", name: "Text", ios: "13.0", condition: "", status: "stubbed",
                    declaration: "public struct Text"),
            ])
        index.add(table)
        #expect(
            index.gap(
                for: "value of type 'UIPopoverPresentationController' has no member 'sourceItem'", source: "",
                line: 1, column: 1) == nil)
        #expect(
            index.gap(for: "value of type 'Text' has no member 'popoverTip'", source: "", line: 1, column: 1)?.message
                == "'View.popoverTip(_:)' is an Apple API (TipKit, iOS 17.0+) that Puente's stubs do not declare; this "
                + "is not an error in the article")
        #expect(
            index.gap(for: "value of type 'MyPopover' has no member 'sourceItem'", source: "", line: 1, column: 1)
                != nil)
    }

    @Test func theArticlesOwnMistakesAreNotGaps() throws {
        let report = try Self.check("let t = Thing(nme: \"a\")\nlet x: Int = \"uno\"")
        #expect(report.gaps == 0)
        #expect(report.diagnostics.filter { $0.severity == .error }.count == 2)
        #expect(!report.diagnostics.contains { $0.message.contains("Puente's stubs") })
    }

    /// A `GAPS.tsv` row about a name the stubs declare is stale: the compiler can only miss that name when the
    /// article forgot its `import`, which is the author's mistake, not a gap.
    @Test func aGapsRowAboutADeclaredTypeIsIgnored() throws {
        let site = try Self.site("let p = Popover()")
        try "/// A popover.\npublic class Popover {\n    public init() {}\n}\n".write(
            to: site.appending(path: "Content/Stubs/Kit/Popover.swift"), atomically: true, encoding: .utf8)
        try "module\tname\tios\tsource\nKit\tPopover\t15.0\tPopover.h\nKit\tWidget\t16.0\tWidget.h\n".write(
            to: site.appending(path: "Content/Stubs/GAPS.tsv"), atomically: true, encoding: .utf8)
        // The block without `import Kit`: both names are missing; only the undeclared one is a gap.
        try "---\ntitle: \"T\"\nios: 16\n---\n\n```swift\nlet p = Popover()\nlet w = Widget()\n```\n".write(
            to: site.appending(path: "Content/es/t.md"), atomically: true, encoding: .utf8)
        let report = SnippetSite.check(site, environment: SnippetSite.withoutBuiltIns())
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(
            errors.map(\.message) == [
                "cannot find 'Popover' in scope",
                "'Widget' is an Apple API (Kit, iOS 16.0+) that Puente's stubs do not declare; this is not an error in "
                    + "the article",
            ])
        #expect(report.gaps == 1)
    }

    /// Apple's names on a line whose every declaration needs an iOS above the article's, in order; the article's
    /// own names, Apple's older ones and names in strings or comments are not.
    @Test func newerNamesAreTheAppleNamesTheArticlesIOSLacks() {
        var index = AppleAPIIndex()
        for (name, ios) in [
            ("UIImageView.addSymbolEffect(_:options:animated:completion:)", "17.0"),
            ("UIBarButtonItem.addSymbolEffect(_:options:animated:)", "17.0"), ("SymbolEffect.wiggle", "18.0"),
            ("SymbolEffect.bounce", "17.0"), ("Text.bold()", "13.0"), ("View.bold(_:)", "16.0"),
        ] {
            index.add(AppleAPIIndex.entry(module: "Kit", name: name, ios: ios, stubbed: true))
        }
        let source = "import Kit\nbell.addSymbolEffect(.wiggle) // bounce\nlabel.bold(); print(\"bounce\")\n"
        let seventeen = IOSVersion(major: 17)
        #expect(index.newerNames(onLine: 2, of: source, above: seventeen).map(\.name) == ["wiggle"])
        #expect(
            index.newerNames(onLine: 2, of: source, above: IOSVersion(major: 16))
                == [.init(name: "addSymbolEffect", ios: seventeen), .init(name: "wiggle", ios: IOSVersion(major: 18))])
        #expect(index.newerNames(onLine: 3, of: source, above: IOSVersion(major: 15)).isEmpty)
        #expect(index.newerNames(onLine: 9, of: source, above: seventeen).isEmpty)
    }

    /// A call that the compiler calls ambiguous because the argument's conformances come in other iOS versions
    /// than the overloads (Apple's `addSymbolEffect` with `.bounce` on iOS 16) says what the article's iOS lacks.
    @Test func anAmbiguousCallNamesWhatTheArticlesIOSLacks() throws {
        let site = try Self.site("func f(b: Board) {\n    b.add(.bounce)\n}", ios: "16")
        try """
        /// Effects.
        @available(iOS 17.0, *) public protocol Effect {}
        @available(iOS 17.0, *) public protocol Discrete {}
        @available(iOS 17.0, *) public protocol Indefinite {}
        @available(iOS 17.0, *) public struct Bounce: Effect { public init() {} }
        @available(iOS 17.0, *) extension Bounce: Discrete {}
        @available(iOS 18.0, *) extension Bounce: Indefinite {}
        @available(iOS 17.0, *) extension Effect where Self == Bounce { public static var bounce: Bounce { Bounce() } }
        /// A board.
        public final class Board {
            @available(iOS 17.0, *) public func add(_ e: some Effect & Discrete) {}
            @available(iOS 17.0, *) public func add(_ e: some Effect & Indefinite) {}
            @available(iOS 17.0, *) public func add(_ e: some Effect & Discrete & Indefinite) {}
        }

        """.write(to: site.appending(path: "Content/Stubs/Kit/Board.swift"), atomically: true, encoding: .utf8)
        try "module\tname\tios\tsource\nKit\tEffect.bounce\t17.0\tx\nKit\tBoard.add(_:)\t17.0\tx\n".write(
            to: site.appending(path: "Content/Stubs/GAPS.tsv"), atomically: true, encoding: .utf8)
        let report = SnippetSite.check(site, environment: SnippetSite.withoutBuiltIns())
        let error = try #require(report.diagnostics.first { $0.severity == .error })
        #expect(error.message == "ambiguous use of 'add'")
        #expect(
            error.notes.map(\.message).filter { !$0.hasPrefix("found this candidate") }
                == ["add", "bounce"].map {
                    "'\($0)' is only available in iOS 17.0 or newer (every declaration Apple has of it), and the "
                        + "article's minimum is iOS 16.0: use `if #available(iOS 17.0, *)` or raise `ios:`"
                })
        #expect(report.gaps == 0)
    }
}
