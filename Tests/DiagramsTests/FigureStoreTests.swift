import Content
import Foundation
import Mermaid
import Testing

@testable import Diagrams

/// Drawn flowcharts kept between processes never change a figure: what a build with the store draws, and what
/// a later one takes from it, is what a build without it draws; the key covers every input of the drawing.
@Suite struct FigureStoreTests {
    @Test func storedFiguresEqualFreshOnesAndTheKeyCoversEveryInput() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "puente-figures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = [
            "flowchart TD\n  A[Inicio] --> B{¿iOS 16?}\n  B -->|sí| C[NavigationStack]\n  B -->|no| D[NavigationView]",
            "flowchart LR\n  X --> Y\n  Y --> Z",
        ]
        let strings = DiagramStrings.english
        func draw(_ source: String, _ prefix: String) throws -> String {
            try FlowchartRenderer.render(try FlowchartParser.parse(source), prefix: prefix, strings: strings).html
        }
        let keys = sources.enumerated().map {
            DiagramStage.figureKey(source: $1, prefix: "pu-d\($0)", strings: strings, engine: "")
        }
        let first = DiagramStage.Store(folder: folder, name: "flowcharts", version: 1)
        for (index, source) in sources.enumerated() {
            #expect(first.stored(keys[index]) == nil)
            first.keep(DiagramStage.Figure(html: try draw(source, "pu-d\(index)")), for: keys[index])
        }
        first.save()
        let second = DiagramStage.Store(folder: folder, name: "flowcharts", version: 1)
        for (index, source) in sources.enumerated() {
            #expect(second.stored(keys[index])?.html == (try draw(source, "pu-d\(index)")))
        }
        // Every input changes the key: the text, the id prefix, each string.
        let base = keys[0]
        #expect(DiagramStage.figureKey(source: sources[0] + " ", prefix: "pu-d0", strings: strings, engine: "") != base)
        #expect(DiagramStage.figureKey(source: sources[0], prefix: "pu-d1", strings: strings, engine: "") != base)
        for change in [\DiagramStrings.defaultTitle, \.textAlternative, \.summary] {
            var other = strings
            other[keyPath: change] += "!"
            #expect(DiagramStage.figureKey(source: sources[0], prefix: "pu-d0", strings: other, engine: "") != base)
        }
    }
}
