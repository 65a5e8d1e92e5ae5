import FuzzSupport
import YAML

// libFuzzer target: any bytes through YAMLConverter (libyaml, then Puente's node tree), the loader of
// `site.yml`, front matter and strings files. Deep nesting and alias bombs are the interesting inputs: the
// loader must refuse them with a `YAMLError` (its depth and alias limits) rather than overflow the stack,
// run out of memory or hang. A loaded tree is walked with a stack and must respect those limits.

/// One input.
func fuzzOne(_ bytes: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let root = try? YAMLConverter.load(text) else { return }
    var pending = [(root, 0)]
    var nodes = 0
    while let (node, depth) = pending.popLast() {
        nodes += 1
        precondition(depth <= 300, "a tree deeper than the loader's limit")
        precondition(nodes <= 3_000_000, "more nodes than the alias budget allows")
        precondition(node.line >= 1 && node.column >= 1, "a node without a position")
        switch node.value {
        case .scalar: break
        case .sequence(let items): for item in items { pending.append((item, depth + 1)) }
        case .mapping(let pairs):
            for pair in pairs {
                pending.append((pair.key, depth + 1))
                pending.append((pair.value, depth + 1))
            }
        }
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
