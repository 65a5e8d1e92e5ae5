import FuzzSupport
import Mermaid

// libFuzzer target: any bytes, as UTF-8 text, through the parser its header names (sequence diagrams, else
// flowcharts, node and edge data read as YAML included). It may reject the text with a `DiagramError`; it must
// never crash or hang. Built by Scripts/fuzz.sh with `--sanitize=fuzzer`.

/// One input.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    if SequenceParser.isSequence(text) {
        if let diagram = try? SequenceParser.parse(text) {
            // Every message's ends are columns of the diagram: the renderer relies on it.
            let ids = Set(diagram.participants.map(\.id))
            for event in diagram.events {
                if case .message(let from, let to, _, _, _, _) = event {
                    precondition(ids.contains(from) && ids.contains(to), "message to no participant")
                }
            }
        }
        return
    }
    if let chart = try? FlowchartParser.parse(text) {
        // Every edge ends at a node or a subgraph the chart declares: the renderer relies on it.
        let ids = Set(chart.nodes.map(\.id)).union(chart.subgraphs.map(\.id))
        for edge in chart.edges { precondition(ids.contains(edge.from) && ids.contains(edge.to), "dangling edge") }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    fuzzOne(UnsafeBufferPointer(start: data, count: size))
    return 0
}

#if !PUENTE_FUZZ
    /// Without the fuzzer: runs each file named on the command line once (to replay a crash).
    @main enum Replay {
        static func main() { FuzzReplay.run(fuzzOne) }
    }
#endif
