import Foundation
import Mermaid
import Testing

@testable import Diagrams

/// Mermaid's own examples (`Tests/Fixtures/mermaid-peer`: its flowchart and sequence syntax docs and Cypress
/// rendering specs, each with its origin in `sources.json`): every one is drawn or refused at its line with a
/// named reason, and a drawn one loses no word of its labels, messages and notes without a warning on that line.
/// `verdicts.txt` records each verdict; run with `PUENTE_RECORD=1` to rewrite it, then review the diff. The
/// floors below only go up.
@Suite struct MermaidPeerTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/mermaid-peer")

    /// The least number drawn in each folder; raise them as more is drawn, never lower them.
    static let floors = [
        "docs-flowchart": 111, "docs-sequence": 36, "cypress-flowchart": 116, "cypress-sequence": 71,
    ]

    static var files: [String] {
        ["docs-flowchart", "docs-sequence", "cypress-flowchart", "cypress-sequence"].flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: Self.folder.appending(path: folder).path)) ?? [])
                .filter { $0.hasSuffix(".mmd") }.sorted().map { "\(folder)/\($0)" }
        }
    }

    @Test func everyExampleIsDrawnOrRefusedAtItsLine() throws {
        let files = Self.files
        #expect(files.count == 336)
        var verdicts: [String] = []
        var drawn: [String: Int] = [:]
        for file in files {
            let source = try String(contentsOf: Self.folder.appending(path: file), encoding: .utf8)
            let verdict = Self.verdict(source)
            verdicts.append("\(file) \(verdict)")
            #expect(!verdict.hasPrefix("lost"), "\(file): \(verdict)")
            if verdict.hasPrefix("drawn") { drawn[String(file.prefix { $0 != "/" }), default: 0] += 1 }
        }
        let ledger = Self.folder.appending(path: "verdicts.txt")
        let text = verdicts.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["PUENTE_RECORD"] == "1" {
            try text.write(to: ledger, atomically: true, encoding: .utf8)
        }
        let recorded = try String(contentsOf: ledger, encoding: .utf8).split(separator: "\n").map(String.init)
        for (now, before) in zip(verdicts, recorded) where now != before {
            Issue.record("verdict changed (PUENTE_RECORD=1 rewrites verdicts.txt):\n  was: \(before)\n  now: \(now)")
        }
        #expect(verdicts.count == recorded.count)
        for (folder, floor) in Self.floors {
            #expect(drawn[folder, default: 0] >= floor, "\(folder): \(drawn[folder, default: 0]) drawn")
        }
    }

    /// `drawn`, `drawn, N warnings`, `refused L:C: message`, or `lost …` when a drawn picture misses words.
    static func verdict(_ source: String) -> String {
        do {
            let drawing = try DiagramDrawing(source)
            let rendered = try drawing.render(prefix: "pu-d0", strings: .english, measure: TextMeasure())
            let warnings = drawing.issues.map(\.0)
            let warned = Set(warnings.map(\.line))
            let shown = SVGText.all(in: rendered.svg).lowercased()
            let lost = SourceWords.find(in: source).filter { !warned.contains($0.line) && !shown.contains($0.word) }
            if !lost.isEmpty {
                return "lost " + lost.prefix(5).map { "\($0.line):'\($0.word)'" }.joined(separator: " ")
            }
            return warnings.isEmpty ? "drawn" : "drawn, \(warnings.count) warning(s)"
        } catch let error as DiagramError {
            return "refused \(error.line):\(error.column): \(error.message)"
        } catch {
            return "refused (layout): \(error)"
        }
    }
}

/// The text of an SVG: every text node and title, entities decoded.
enum SVGText {
    static func all(in svg: String) -> String {
        var out = ""
        var inTag = false
        for character in svg {
            if character == "<" {
                inTag = true
                out.append(" ")
            } else if character == ">" {
                inTag = false
            } else if !inTag {
                out.append(character)
            }
        }
        return
            out.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'")
    }
}

/// The words a reader must find in a drawing, read from the source without Puente's parser: the text inside
/// quotes, brackets and `|…|` of a flowchart, and after the `:` of a sequence diagram's messages and notes.
/// Only words of four or more letters count (ids, markup and entity names are shorter or not inside them).
enum SourceWords {
    static func find(in source: String) -> [(line: Int, word: String)] {
        let sequence = SequenceParser.isSequence(source)
        var found: [(Int, String)] = []
        var inFrontMatter = false
        var quoted = false
        for (offset, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if offset == 0 && line == "---" || inFrontMatter {
                inFrontMatter = !(offset > 0 && line == "---")
                continue
            }
            if line.hasPrefix("%%") || line.hasPrefix("click ") || line.hasPrefix("classDef ")
                || line.hasPrefix("style ") || line.hasPrefix("linkStyle ") || line.hasPrefix("link ")
                || line.hasPrefix("links ") || line.hasPrefix("properties ") || line.hasPrefix("details ")
            {
                continue
            }
            let texts = sequence ? sequenceTexts(line) : flowchartTexts(line, quoted: &quoted)
            for text in texts {
                for word in words(text) { found.append((offset + 1, word)) }
            }
        }
        return found
    }

    static func sequenceTexts(_ line: String) -> [String] {
        let lower = line.lowercased()
        if lower.hasPrefix("participant ") || lower.hasPrefix("actor ") {
            // A declaration shows its `as` alias (or its settings' alias), never the settings themselves.
            if let alias = line.range(of: " as ", options: .backwards) { return [String(line[alias.upperBound...])] }
            return line.components(separatedBy: "\"alias\":").dropFirst().map { $0 }
        }
        guard let colon = line.firstIndex(of: ":") else { return [] }
        let head = line[..<colon].lowercased()
        if head.hasPrefix("acc") || head.hasPrefix("title") { return [] }
        var text = line[line.index(after: colon)...].drop { $0 == " " }
        // mermaid's `wrap:` and `nowrap:` prefixes say how to lay the text out; they are not text.
        for prefix in ["wrap:", "nowrap:"] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        return [String(text)]
    }

    /// `quoted` carries a quoted label that goes on over the next line.
    static func flowchartTexts(_ line: String, quoted: inout Bool) -> [String] {
        var texts: [String] = []
        var current = ""
        var depth = 0
        var data = false
        var piped = false
        var previous: Character = " "
        for character in line {
            if quoted {
                if character == "\"" { quoted = false } else { current.append(character) }
            } else if character == "\"" {
                quoted = true
            } else if character == "{" && previous == "@" {
                data = true
            } else if character == "}" && data {
                data = false
            } else if !data && character == "|" {
                piped.toggle()
                depth += piped ? 1 : -1
            } else if !data && "[({".contains(character) {
                depth += 1
            } else if !data && ")]}".contains(character) && depth > 0 {
                depth -= 1
            } else if depth > 0 && !data {
                current.append(character)
            }
            previous = character
            if depth == 0 && !quoted && !current.isEmpty {
                texts.append(current)
                current = ""
            }
        }
        texts.append(current)
        return texts
    }

    /// Runs of four or more letters, lowercased, outside HTML tags and entity codes.
    static func words(_ text: String) -> [String] {
        var cleaned = ""
        var inTag = false
        for character in text {
            if character == "<" {
                inTag = true
            } else if character == ">" {
                inTag = false
                cleaned.append(" ")
            } else if !inTag {
                cleaned.append(character)
            }
        }
        var words: [String] = []
        var word = ""
        var previous: Character = " "
        var inEntity = false
        for character in cleaned + " " {
            if character == "#" || (character == "&" && !inEntity) {
                inEntity = true
            }
            if character.isLetter && !inEntity {
                word.append(character)
            } else {
                // A word longer than a line is broken across lines: its first letters must be there.
                if word.count >= 4 { words.append(String(word.lowercased().prefix(16))) }
                word = ""
                if character == ";" || character == " " { inEntity = false }
            }
            previous = character
        }
        _ = previous
        return words
    }
}
