import Foundation

/// Runs a fuzz target's one-input function on saved inputs, so an input the fuzzer kept (a crash in
/// `Fuzz/Crashes/`) can be replayed without libFuzzer, under a debugger or by hand.
public enum FuzzReplay {
    /// Calls `fuzzOne` with the bytes of each file named on the command line.
    public static func run(_ fuzzOne: (UnsafeBufferPointer<UInt8>) -> Void) {
        for path in CommandLine.arguments.dropFirst() {
            let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            bytes.withUnsafeBufferPointer(fuzzOne)
        }
    }
}
