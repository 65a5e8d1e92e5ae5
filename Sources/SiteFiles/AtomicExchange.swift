import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Swaps two folders in one step, so no reader ever finds neither: Linux's `renameat2(…, RENAME_EXCHANGE)`
/// (glibc 2.28 and later, looked up at run time because Swift's Glibc module does not declare it), or
/// macOS's `renamex_np(…, RENAME_SWAP)`.
public enum AtomicExchange {
    private typealias Renameat2 =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) ->
        Int32

    private static let renameat2: Renameat2? = {
        #if os(Linux)
            guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "renameat2") else { return nil }
            return unsafeBitCast(symbol, to: Renameat2.self)
        #else
            return nil
        #endif
    }()

    /// Exchanges the folders at `first` and `second`; false when the system or file system cannot (the
    /// caller then falls back to two renames).
    public static func exchange(_ first: String, _ second: String) -> Bool {
        #if os(Linux)
            guard let renameat2 else { return false }
            // RENAME_EXCHANGE is 2 in <linux/fs.h>.
            return renameat2(AT_FDCWD, first, AT_FDCWD, second, 2) == 0
        #elseif canImport(Darwin)
            return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
        #else
            return false
        #endif
    }
}
