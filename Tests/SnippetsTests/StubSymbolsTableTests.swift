import Foundation
import Testing

@testable import Snippets

/// The cached stub-symbol table: a lookup of the USRs a site uses reads exactly what the whole table holds for
/// them, whatever their order, and a damaged table is refused rather than half read.
struct StubSymbolsTableTests {
    static func table(_ count: Int) -> [String: StubSymbol] {
        var table: [String: StubSymbol] = [:]
        for index in 0..<count {
            // USRs of several lengths and shapes, so neighbours in byte order differ in length too.
            let usr = index % 3 == 0 ? "s:7SwiftUI4ViewP\(index)" : "c:objc(cs)UIView(im)m\(index)"
            table[usr] = StubSymbol(
                module: index % 2 == 0 ? "SwiftUI" : "UIKit", path: ["T\(index)", "m\(index)"],
                declaration: "func m\(index)(_ x: \"quoted\"\\n)", summary: index % 5 == 0 ? nil : "line \(index)",
                availability: APIAvailability(introduced: "1\(index % 10).0", deprecated: nil, message: nil))
        }
        return table
    }

    @Test func aLookupReadsWhatTheWholeTableHolds() throws {
        let table = Self.table(500)
        let bytes = StubSymbols.lines(table)
        #expect(StubSymbols.lookUp(bytes, needed: nil) == table)
        let needed = Set(table.keys.shuffled().prefix(60)).union(["s:missing", "", "zzzz"])
        let found = try #require(StubSymbols.lookUp(bytes, needed: needed))
        #expect(found == table.filter { needed.contains($0.key) })
        #expect(found.count == 60)
        #expect(StubSymbols.lookUp([], needed: needed) == [:])
    }

    @Test func aDamagedTableIsRefused() {
        var bytes = StubSymbols.lines(Self.table(20))
        bytes.removeLast()  // the last line loses its newline
        #expect(StubSymbols.lookUp(bytes, needed: nil) == nil)
        var garbled = StubSymbols.lines(Self.table(20))
        garbled[garbled.firstIndex(of: 0x09)! + 1] = 0x7A  // the first line's JSON no longer reads
        #expect(StubSymbols.lookUp(garbled, needed: nil) == nil)
    }
}
