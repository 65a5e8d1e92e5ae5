import FuzzSupport
import Templates

// libFuzzer target: any bytes as a Mustache template (and as a partial it includes), parsed and rendered
// against a fixed context. A `TemplateError` is fine; a crash, a hang or unbounded recursion is not.

/// The data every fuzzed template is rendered with: strings with markup, numbers, lists and nesting.
let context: TemplateValue = [
    "title": "<b>\"Puente\" & co</b>",
    "count": .int(3),
    "empty": .array([]),
    "items": .array([["name": "uno"], ["name": "dos", "flag": .bool(true)]]),
    "nested": ["inner": ["deep": "valor"]],
]

/// One input.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let library = try? TemplateLibrary(templates: ["page": text, "part": text]) else { return }
    _ = try? library.render("page", context)
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
