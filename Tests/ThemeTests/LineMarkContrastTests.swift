import Foundation
import Testing

/// The backgrounds of marked lines and of a diff's lines keep every token colour readable (WCAG AA, 4.5:1) in
/// both schemes, and their start borders stand out from the code background (3:1, a non-text cue). Reads
/// Theme/assets/style.css itself, as `Tests/theme-js/contrast.test.mjs` does for the code background.
@Suite struct LineMarkContrastTests {
    static let css: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return (try? String(contentsOf: root.appending(path: "Theme/assets/style.css"), encoding: .utf8)) ?? ""
    }()

    /// The `light-dark(…)` pair after `property:` in the rule whose selector starts a line with `selector {`.
    static func pair(_ selector: String, _ property: String) -> (light: String, dark: String)? {
        guard let rule = css.range(of: "\n" + selector + " {") else { return nil }
        let body = css[rule.upperBound...].prefix { $0 != "}" }
        let pattern = property + #":[^;]*?light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)"#
        guard let match = body.firstMatch(of: try! Regex(pattern)) else { return nil }
        let hexes = body[match.range].matches(of: /#[0-9a-f]{6}/).map { String(body[$0.range]) }
        return (hexes[0], hexes[1])
    }

    static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16)!
        return [16, 8, 0].map { shift -> Double in
            let c = Double((value >> shift) & 0xFF) / 255
            return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }.enumerated().map { [0.2126, 0.7152, 0.0722][$0.offset] * $0.element }.reduce(0, +)
    }

    static func ratio(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// Every `.tok-…` colour pair.
    static var tokens: [(light: String, dark: String)] {
        css.matches(of: /\.tok-[a-z-]+(?:, \.tok-[a-z-]+)* \{ color: light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)/)
            .map { (String($0.output.1), String($0.output.2)) }
    }

    @Test func tokenColoursAreReadableOnEveryLineBackground() throws {
        #expect(Self.tokens.count >= 8)
        let muted = try #require(Self.css.firstMatch(of: /--pu-muted: light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)/))
        let texts = Self.tokens + [(String(muted.output.1), String(muted.output.2))]
        for selector in [".line.hl", ".line.diff-add", ".line.diff-del", ".diff-hunk"] {
            let background = try #require(Self.pair(selector, "background"), "\(selector) has no background")
            for text in texts {
                #expect(Self.ratio(text.light, background.light) >= 4.5, "\(selector) light: \(text.light)")
                #expect(Self.ratio(text.dark, background.dark) >= 4.5, "\(selector) dark: \(text.dark)")
            }
        }
    }

    @Test func markedLinesHaveABorderThatStandsOut() throws {
        let code = try #require(Self.css.firstMatch(of: /--pu-code-bg: light-dark\((#[0-9a-f]{6}), (#[0-9a-f]{6})\)/))
        for (selector, property) in [
            (".line.hl", "border-inline-start-color"), (".line.diff-add", "border-inline-start-color"),
            (".line.diff-del", "border-inline-start"),
        ] {
            let border = try #require(Self.pair(selector, property), "\(selector) has no border")
            #expect(Self.ratio(border.light, String(code.output.1)) >= 3, "\(selector) light")
            #expect(Self.ratio(border.dark, String(code.output.2)) >= 3, "\(selector) dark")
        }
    }
}
