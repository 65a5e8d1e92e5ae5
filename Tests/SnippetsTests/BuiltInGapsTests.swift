import Config
import Content
import Foundation
import Testing

@testable import Snippets

/// The built-in `GAPS.tsv` (Apple's Objective-C classes and protocols from the SDK's headers that the stubs do
/// not declare) stays true: every row is well formed, names a stub module, and is not declared by the stubs, so
/// a gap is never claimed for a name the compiler can only miss through the article's own mistake.
@Suite struct BuiltInGapsTests {
    static let stubs = SnippetSite.repositoryRoot.appending(path: "Content/Stubs")

    @Test func everyRowNamesAnAppleTypeTheStubsLack() throws {
        let text = try String(contentsOf: Self.stubs.appending(path: "GAPS.tsv"), encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().map {
            $0.split(separator: "\t", omittingEmptySubsequences: false)
        }
        #expect(rows.count > 200)
        let fm = FileManager.default
        var declared: Set<String> = []
        for module in try fm.contentsOfDirectory(atPath: Self.stubs.path) {
            let folder = Self.stubs.appending(path: module)
            for file in (try? fm.contentsOfDirectory(atPath: folder.path)) ?? []
            where file.hasSuffix(".swift") || file.hasSuffix(".facts.tsv") {
                let bytes = Array(try Data(contentsOf: folder.appending(path: file)))
                if file.hasSuffix(".swift") {
                    declared.formUnion(AppleAPIIndex.typeDeclarations(in: bytes).map(\.1))
                } else if file == "\(module).facts.tsv" {
                    let table = try StubFactsTable.parse(String(decoding: bytes, as: UTF8.self))
                    declared.formUnion(table.rows.filter(\.isRendered).map(\.name))
                }
            }
        }
        var names: Set<String> = []
        for row in rows {
            #expect(row.count == 4, "\(row)")
            guard row.count == 4 else { continue }
            let (module, name, ios) = (String(row[0]), String(row[1]), String(row[2]))
            #expect(fm.fileExists(atPath: Self.stubs.appending(path: module).path), "\(name): no stub module \(module)")
            #expect(ios.isEmpty || IOSVersion(ios) != nil, "\(name): iOS \(ios)")
            let isDeclared = declared.contains(name)
            #expect(!isDeclared, "\(name) is declared by the stubs: remove its row")
            #expect(names.insert(name).inserted, "\(name) twice")
            // Where the fact comes from: Apple's header, or Apple's page for a name only a Swift overlay declares.
            #expect(
                row[3].hasPrefix("\(module).framework/Headers/")
                    || row[3].hasPrefix("https://developer.apple.com/documentation/"), "\(name): source \(row[3])")
        }
    }
}
