import Content
import FuzzSupport

// libFuzzer target: any bytes through the article loader's front matter parser (libyaml, then Puente's typed
// reading of title, date, ios, tags…). A `ContentError` is fine; a crash or a hang is not.

/// One input.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let text = try? SourceText.decode(Array(bytes), path: "Content/es/fuzz.md") else { return }
    if let result = try? FrontMatterParser.parse(text, path: "Content/es/fuzz.md") {
        // The body keeps the file's line count, so cmark's lines stay the file's lines.
        precondition(result.body.split(separator: "\n", omittingEmptySubsequences: false).count
            == text.split(separator: "\n", omittingEmptySubsequences: false).count, "body lost lines")
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
