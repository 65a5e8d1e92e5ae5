import Foundation
import Testing

@testable import YAML

@Suite struct YAMLConverterTests {
    @Test func mappingKeepsOrderAndPositions() throws {
        let node = try YAMLConverter.load("title: \"Hola\"\ntags: [a, b]\nios: 16.4\n")
        let pairs = try #require(node.mapping)
        #expect(pairs.map { $0.key.scalar } == ["title", "tags", "ios"])
        #expect(node["title"]?.value == .scalar("Hola", quoted: true))
        #expect(node["tags"]?.sequence?.compactMap(\.scalar) == ["a", "b"])
        #expect(node["ios"]?.scalar == "16.4")
        #expect(node["ios"]?.line == 3)
        #expect(node["ios"]?.column == 6)
    }

    @Test func japaneseColumnsCountCharacters() throws {
        let node = try YAMLConverter.load("title: 背景色\nx: 1\n")
        #expect(node["x"]?.line == 2)
        let error = #expect(throws: YAMLError.self) { try YAMLConverter.load("title: 背景色\nbad: [\n") }
        #expect(error?.line ?? 0 >= 2)
    }

    @Test func syntaxErrorHasLineAndColumn() {
        let error = #expect(throws: YAMLError.self) { try YAMLConverter.load("title: a\n  bad: : b\n") }
        #expect(error?.line == 2)
        #expect(error?.message.isEmpty == false)
    }

    @Test func duplicateKeysAreRejected() {
        let error = #expect(throws: YAMLError.self) { try YAMLConverter.load("title: a\ntitle: b\n") }
        #expect(error?.line == 2)
        #expect(error?.message.contains("duplicate key 'title'") == true)
    }

    @Test func aliasesResolve() throws {
        let node = try YAMLConverter.load("a: &x [1, 2]\nb: *x\n")
        #expect(node["b"]?.sequence?.count == 2)
    }

    @Test func secondDocumentIsRejected() {
        #expect(throws: YAMLError.self) { try YAMLConverter.load("a: 1\n---\nb: 2\n") }
    }

    @Test func emptyTextIsEmptyMapping() throws {
        #expect(try YAMLConverter.load("").mapping?.isEmpty == true)
    }

    @Test func quotedNullIsNotNull() throws {
        let node = try YAMLConverter.load("a: \"null\"\nb: null\nc:\n")
        #expect(node["a"]?.isNull == false)
        #expect(node["b"]?.isNull == true)
        #expect(node["c"]?.isNull == true)
    }
}

@Suite struct YAMLMappingReaderTests {
    @Test func typedReadsAndUnknownKeys() throws {
        var reader = try YAMLMappingReader(
            try YAMLConverter.load("t: x\nflag: yes\nlist: one\ntypo: 1\n"), name: "test")
        #expect(try reader.requiredString("t") == "x")
        #expect(try reader.bool("flag") == true)
        #expect(try reader.strings("list") == ["one"])
        #expect(reader.unusedKeys().compactMap(\.scalar) == ["typo"])
    }

    @Test func wrongKindIsLocated() throws {
        var reader = try YAMLMappingReader(try YAMLConverter.load("title:\n  - a\n"), name: "test")
        let error = #expect(throws: YAMLShapeError.self) { try reader.requiredString("title") }
        #expect(error?.message == "expected a string for 'title', found a list")
        #expect(error?.line == 2)
    }

    @Test func missingRequiredKey() throws {
        var reader = try YAMLMappingReader(try YAMLConverter.load("other: 1\n"), name: "test")
        let error = #expect(throws: YAMLShapeError.self) { try reader.requiredString("title") }
        #expect(error?.problem == .missingKey("title"))
    }
}

/// Hostile YAML: deep, wide and self-multiplying documents give a located error or load in linear time.
@Suite struct HostileYAMLTests {
    @Test(arguments: ["[", "{a: ", "- "])
    func nestingPastTheLimitIsAnErrorNotACrash(_ opener: String) {
        let text: String
        if opener == "- " {
            text =
                (0..<100_000).map { String(repeating: "  ", count: min($0, 300)) + "- " }.prefix(400)
                .joined(separator: "\n") + "x\n"
        } else {
            text = String(repeating: opener, count: 100_000) + "x"
        }
        #expect(throws: YAMLError.self) { try YAMLConverter.load(text) }
        do {
            _ = try YAMLConverter.load(text)
        } catch {
            #expect(error.message.contains("nested more than 256 levels deep"), "\(error.message)")
        }
    }

    @Test func nestingUnderTheLimitLoads() throws {
        let text = String(repeating: "[", count: 200) + "x" + String(repeating: "]", count: 200)
        var node = try YAMLConverter.load(text)
        var depth = 0
        while let first = node.sequence?.first {
            node = first
            depth += 1
        }
        #expect(depth == 200)
    }

    @Test func aliasesThatMultiplyAreStopped() {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1..<12 {
            let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(refs)]")
        }
        let started = Date()
        #expect(throws: YAMLError.self) { try YAMLConverter.load(lines.joined(separator: "\n")) }
        #expect(Date().timeIntervalSince(started) < 10)
    }

    @Test func aHundredThousandKeysLoadInLinearTime() throws {
        let text = (0..<100_000).map { "clave\($0): valor \($0)" }.joined(separator: "\n")
        let started = Date()
        let node = try YAMLConverter.load(text)
        #expect(node.mapping?.count == 100_000)
        #expect(Date().timeIntervalSince(started) < 30)
        let duplicate = text + "\nclave5: otra"
        #expect(throws: YAMLError.self) { try YAMLConverter.load(duplicate) }
    }
}
