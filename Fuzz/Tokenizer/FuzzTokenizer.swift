import FuzzSupport
import Search

// libFuzzer target: any bytes through the search tokenizer, in Spanish and in Japanese mode. It must
// never crash or hang, and every term it makes must be non-empty.

/// One input.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    for language in ["es", "ja"] {
        let terms = Tokenizer.terms(text, language: language)
        precondition(terms.allSatisfy { !$0.isEmpty }, "empty term")
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
