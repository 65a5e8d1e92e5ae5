import Diagrams
import Foundation
import Mermaid

// Times source → SVG (parse, measure, Graphviz layout, draw) for generated flowcharts of 20 and 200 nodes,
// printing one Markdown table row per size: median, min and max over the runs, in milliseconds.

/// A deterministic flowchart: a spine with branches, labelled edges every few links, mixed shapes.
func flowchart(nodes: Int) -> String {
    let shapes = [("[", "]"), ("(", ")"), ("{", "}"), ("([", "])"), ("[[", "]]"), ("{{", "}}")]
    var lines = ["flowchart TD"]
    for index in 0..<nodes {
        let (open, close) = shapes[index % shapes.count]
        lines.append("    N\(index)\(open)Paso \(index) del proceso\(close)")
    }
    for index in 1..<nodes {
        let parent = index % 5 == 0 ? index / 2 : index - 1
        let arrow = index % 4 == 0 ? "-->|rama \(index)|" : (index % 7 == 0 ? "-.->" : "-->")
        lines.append("    N\(parent) \(arrow) N\(index)")
    }
    return lines.joined(separator: "\n")
}

func milliseconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

let runs = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 30
for (size, target) in [(20, 5.0), (200, 100.0)] {
    let source = flowchart(nodes: size)
    var times: [Double] = []
    for run in 0..<(runs + 2) {
        let time = try milliseconds {
            let chart = try FlowchartParser.parse(source)
            _ = try FlowchartRenderer.render(chart, prefix: "pu-d0", strings: .english)
        }
        if run >= 2 { times.append(time) }  // two warm-up runs
    }
    times.sort()
    let median = times[times.count / 2]
    let verdict = median <= target ? "met" : "**missed**"
    let row = [
        "\(size)-node flowchart, source → SVG", String(format: "%.2f", median), String(format: "%.2f", times.first!),
        String(format: "%.2f", times.last!), "≤ \(Int(target))", verdict,
    ]
    print("| " + row.joined(separator: " | ") + " |")
}
