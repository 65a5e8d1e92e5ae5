import FuzzSupport
import Markdown

// libFuzzer target: any bytes (NUL, invalid UTF-8, deep nesting included) through CommonMarkConverter and
// HTMLRenderer, with cmark itself as the oracle. Checks: no crash or hang; the parse stops at the nesting
// limit the loader uses instead of building a deeper tree; every source range lies inside the input; and
// the rendered HTML is byte-identical to cmark's own renderer, in safe and unsafe mode.

/// The loader's default nesting limit (`limits.nesting_depth`).
let depthLimit = 256

/// One input.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    let (document, tooDeep) = CommonMarkConverter.parse(text, maxDepth: depthLimit)
    guard tooDeep == nil else { return }
    // Lines as cmark counts them: `\n`, `\r\n` and a lone `\r` each end one.
    var lines = 1
    var previous: UInt8 = 0
    for byte in bytes {
        if byte == 0x0A && previous != 0x0D || byte == 0x0D { lines += 1 }
        previous = byte
    }
    // Walked with a stack: a fuzz target must not overflow where the product would not.
    var pending = [(document, 0)]
    while let (node, depth) = pending.popLast() {
        precondition(depth <= depthLimit + 8, "a tree deeper than the limit was built")
        if let range = node.range {
            precondition(range.startLine >= 1 && range.endLine <= lines + 1, "a range outside the input")
        }
        for child in node.children { pending.append((child, depth + 1)) }
    }
    precondition(
        HTMLRenderer().render(document) == comparable(CommonMarkConverter.referenceHTML(text)), "differs from cmark")
    let unsafe = HTMLRenderer(options: .init(unsafeHTML: true)).render(document)
    precondition(
        unsafe == comparable(CommonMarkConverter.referenceHTML(text, unsafe: true)), "differs from cmark (unsafe)")
}

/// cmark's HTML with the one difference its API cannot tell apart: an explicitly empty title (`[a](/u "")`)
/// renders as `title=""`, no title as nothing, but `cmark_node_get_title` returns "" for both, so Puente
/// writes no attribute for either (the same page for a browser).
func comparable(_ html: String) -> String {
    html.replacingOccurrences(of: "\" title=\"\">", with: "\">").replacingOccurrences(of: "\" title=\"\" />", with: "\" />")
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
