import Foundation
import Mermaid
import Testing

@testable import Diagrams

/// Each `Tests/Fixtures/Golden/diagrams/<name>.mmd` (a flowchart or a sequence diagram) renders to exactly
/// `<name>.svg`.
/// Run with `PUENTE_RECORD=1` to rewrite the SVG files, then look at them and review the diff.
@Suite struct GoldenDiagramTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures/Golden/diagrams")

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".mmd") }.map { String($0.dropLast(4)) }.sorted()
    }

    @Test(arguments: names)
    func rendersExactlyTheGoldenSVG(_ name: String) throws {
        let source = try String(contentsOf: Self.folder.appending(path: "\(name).mmd"), encoding: .utf8)
        let rendered = try DiagramDrawing(source).render(prefix: "pu-d0", strings: .english, measure: TextMeasure())
        let golden = Self.folder.appending(path: "\(name).svg")
        if ProcessInfo.processInfo.environment["PUENTE_RECORD"] == "1" {
            try (rendered.svg + "\n").write(to: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: golden, encoding: .utf8)
        #expect(rendered.svg + "\n" == expected)
    }
}
