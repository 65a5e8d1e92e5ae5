import Testing

@testable import Snippets

/// A block's visible lines are all type-checked, or the block fails: hidden lines (`//# `) that open a `#if`, a
/// comment or a string around visible code, and `#if` clauses inactive for the iOS simulator, are found at the
/// first visible line they cover; ordinary visible `#if`s, comments and strings are not.
@Suite struct VisibleCodeCheckTests {
    static let configuration = VisibleCodeCheck.Configuration(
        modules: ["UIKit", "SwiftUI", "Foundation"].reduce(into: VisibleCodeCheck.standardModules) { $0.insert($1) },
        languageVersion: "5", compilerVersion: "6.3.1", architecture: "x86_64")

    /// The findings for `lines`, where a line starting with `//# ` is hidden (the marker is removed, as the
    /// extractor does), as `line: message` pairs.
    static func findings(_ lines: [String]) -> [Int] {
        var text: [String] = []
        var visible: Set<Int> = []
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("//# ") {
                text.append(String(line.dropFirst(4)))
            } else {
                text.append(line)
                visible.insert(index + 1)
            }
        }
        return VisibleCodeCheck.findings(
            in: text.joined(separator: "\n") + "\n", visible: visible, configuration: configuration
        ).map(\.line)
    }

    @Test(arguments: [
        (["//# #if false", "let x: Int = \"no\"", "//# #endif"], [2]),
        (["//# /*", "let y: Int = \"no\"", "//# */"], [2]),
        (["//# let s = \"\"\"", "let z: Int = \"no\"", "//# \"\"\""], [2]),
        (["//# #if compiler(>=99)", "let w = 1", "//# #endif"], [2]),
        (["//# #if canImport(HealthKit)", "let h = 1", "//# #endif"], [2]),
        (["//# #if DEBUG", "let d = 1", "//# #endif"], [2]),
        (["//# #if hasFeature(Embedded)", "let e = 1", "//# #endif"], [2]),
        (["#if os(iOS)", "let a = 1", "#else", "let b: Int = \"mac\"", "#endif"], [4]),
        (["//# #if true", "//# #if os(macOS)", "let m = 1", "//# #endif", "//# #endif"], [3]),
        (["//# let r = #/", "let not = code", "//# /#"], [2]),
    ])
    func hiddenTricksAndInactiveClausesAreFound(lines: [String], expected: [Int]) {
        #expect(Self.findings(lines) == expected)
    }

    @Test(arguments: [
        ["#if canImport(UIKit)", "import UIKit", "let c = UIColor.red", "#endif"],
        ["// a visible comment", "/* and a block one */", "let a = 1"],
        ["let text = \"\"\"", "visible string", "\"\"\""],
        ["//# #if true", "let t = 1", "//# #endif"],
        [
            "//# #if os(iOS) && targetEnvironment(simulator) && swift(>=5) && compiler(>=6.0)", "let i = 1",
            "//# #endif",
        ],
        ["//# func wrapper() {", "let inside = 1", "//# }"],
        ["#if false", "// only a comment in the inactive clause", "#endif", "let after = 1"],
    ])
    func ordinaryCodeIsNotFound(lines: [String]) {
        #expect(Self.findings(lines) == [])
    }

    @Test func theMessagesSayWhy() {
        let text = "#if false\nlet a = 1\n#endif\n#if hasFeature(X)\nlet b = 1\n#endif\n"
        let found = VisibleCodeCheck.findings(in: text, visible: Set(1...6), configuration: Self.configuration)
        #expect(
            found.map(\.message) == [
                "this line is in a `#if false` clause that is inactive for the iOS simulator Puente checks for, so the "
                    + "compiler does not check it",
                "this line is in a `#if hasFeature(X)` clause whose condition Puente cannot evaluate as Xcode would, so "
                    + "the compiler does not check it",
            ])
    }

    /// Without swift-syntax, a hidden line with a `#if`, a block comment or a multi-line string before visible
    /// code is enough to refuse the block.
    @Test func theTextualFallbackIsConservative() {
        let text = "#if false\nlet a = 1\n#endif\n"
        #expect(VisibleCodeCheck.textualFindings(in: text, visible: [2]).map(\.line) == [2])
        #expect(VisibleCodeCheck.textualFindings(in: "let a = 1\n", visible: [1]) == [])
    }
}
