import Foundation

#if canImport(Glibc)
    import Glibc

    // A build makes and drops many large buffers (file bytes, search index files, memo files). By default
    // glibc gives each one of 128 KB and more fresh pages from the kernel and hands them back when freed, so
    // every build pays a page fault per 4 KB it touches; kept in the heap they are reused instead (a build from
    // the command line after editing one article of 2,000 spends less time in the kernel; see
    // `Benchmarks/RESULTS.md`); and a heap grows by 32 MB at a time (a thread's heap otherwise grows by one
    // `mprotect` per few pages: thousands per build). `mallopt` is not in the Glibc module, so it is looked up;
    // `-3`, `-1` and `-2` are <malloc.h>'s `M_MMAP_THRESHOLD`, `M_TRIM_THRESHOLD` and `M_TOP_PAD`.
    if let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallopt") {
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(-3, 256 << 20)
        _ = mallopt(-1, 256 << 20)
        _ = mallopt(-2, 32 << 20)
    }
#endif

let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()))
exit(status)
