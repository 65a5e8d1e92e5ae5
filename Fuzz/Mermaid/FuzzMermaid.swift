import FuzzSupport
import Mermaid

// libFuzzer target: any bytes, as UTF-8 text, through the flowchart parser. It may reject the text with a
// `DiagramError`; it must never crash or hang. Built by Scripts/fuzz.sh with `--sanitize=fuzzer`.

/// One input.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
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
