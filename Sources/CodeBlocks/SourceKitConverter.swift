import Foundation

#if PUENTE_SOURCEKIT
    import CSourceKit
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A flag behind a lock.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    /// Reads or changes the flag under the lock.
    func withLock<T>(_ body: (inout Bool) -> T) -> T { lock.withLock { body(&value) } }
}

/// One classified token of SourceKit's syntax map: a byte range of the document and its syntax type.
public struct SyntaxToken: Sendable, Hashable {
    /// Byte offset in the UTF-8 text.
    public var offset: Int
    /// Length in bytes.
    public var length: Int
    /// The syntax type without its `source.lang.swift.syntaxtype.` prefix (`keyword`, `typeidentifier`, …).
    public var kind: String
}

/// SourceKit's syntactic classification of Swift (`source.request.editor.open` with a syntax map and
/// `key.syntactic_only`), the tokens Xcode colours. The only file that calls `sourcekitd`: the toolchain's
/// in-process service (`lib/libsourcekitdInProc.so`, types from `include/SourceKit/sourcekitd.h` through the
/// `CSourceKit` system-library target). The library is opened when first needed, and only the one of the
/// toolchain whose Swift runtime this process runs on (two runtimes in one process would not work).
public enum SourceKitConverter {
    /// Whether SourceKit can be used: Puente was built with its header and the library loaded (opening it,
    /// about 0.2 s, on the first call).
    public static var isAvailable: Bool { service != nil }

    /// Whether SourceKit is expected to serve, without opening it: Puente was built with its header, the
    /// library is there and not switched off, and opening it has not failed. What the highlight cache keys by
    /// (a build that finds every block cached never opens the library).
    public static var isExpected: Bool {
        #if PUENTE_SOURCEKIT
            return installedLibrary != nil && !failed.withLock { $0 }
        #else
            return false
        #endif
    }

    /// The syntax map of `text`; nil when SourceKit is not available or the request failed.
    public static func syntaxMap(_ text: String) -> [SyntaxToken]? {
        #if PUENTE_SOURCEKIT
            guard let service else { return nil }
            return service.syntaxMap(text)
        #else
            return nil
        #endif
    }

    #if PUENTE_SOURCEKIT
        private static let service: Service? = {
            let opened = installedLibrary.flatMap(Service.open)
            failed.withLock { $0 = opened == nil }
            return opened
        }()

        /// Whether opening the library failed.
        private static let failed = LockedFlag()

        /// The library beside this process's Swift runtime, unless `PUENTE_SOURCEKIT=0` (a switch to measure
        /// swift-syntax alone).
        private static let installedLibrary: String? = {
            if ProcessInfo.processInfo.environment["PUENTE_SOURCEKIT"] == "0" { return nil }
            guard let path = Service.runtimePath() else { return nil }
            // <root>/lib/swift/linux/libswiftCore.so → <root>/lib/libsourcekitdInProc.so
            let lib = URL(fileURLWithPath: path).resolvingSymlinksInPath()
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            return ["libsourcekitdInProc.so", "libsourcekitdInProc.dylib"].map { lib.appending(path: $0).path }
                .first { FileManager.default.fileExists(atPath: $0) }
        }()

        /// The loaded library's functions and the UIDs the requests use.
        private final class Service: @unchecked Sendable {
            typealias UID = sourcekitd_uid_t
            let uid: @convention(c) (UnsafePointer<CChar>) -> UID?
            let uidString: @convention(c) (UID) -> UnsafePointer<CChar>?
            let dictionary:
                @convention(c) (UnsafePointer<UID?>?, UnsafePointer<sourcekitd_object_t?>?, Int) -> sourcekitd_object_t?
            let setString: @convention(c) (sourcekitd_object_t, UID, UnsafePointer<CChar>) -> Void
            let setInt: @convention(c) (sourcekitd_object_t, UID, Int64) -> Void
            let setUID: @convention(c) (sourcekitd_object_t, UID, UID) -> Void
            let setValue: @convention(c) (sourcekitd_object_t, UID, sourcekitd_object_t) -> Void
            let array: @convention(c) (UnsafePointer<sourcekitd_object_t?>?, Int) -> sourcekitd_object_t?
            let arrayString: @convention(c) (sourcekitd_object_t, Int, UnsafePointer<CChar>) -> Void
            let release: @convention(c) (sourcekitd_object_t) -> Void
            let send: @convention(c) (sourcekitd_object_t) -> sourcekitd_response_t?
            let isError: @convention(c) (sourcekitd_response_t) -> Bool
            let dispose: @convention(c) (sourcekitd_response_t) -> Void
            let value: @convention(c) (sourcekitd_response_t) -> sourcekitd_variant_t
            let entry: @convention(c) (sourcekitd_variant_t, UID) -> sourcekitd_variant_t
            let count: @convention(c) (sourcekitd_variant_t) -> Int
            let element: @convention(c) (sourcekitd_variant_t, Int) -> sourcekitd_variant_t
            let integer: @convention(c) (sourcekitd_variant_t, UID) -> Int64
            let entryUID: @convention(c) (sourcekitd_variant_t, UID) -> UID?
            let keys: [String: UID]
            private let lock = NSLock()
            private var kinds: [UnsafeRawPointer: String] = [:]
            private var documents = 0

            private init?(_ handle: UnsafeMutableRawPointer) {
                func load<T>(_ name: String, as type: T.Type) -> T? {
                    dlsym(handle, name).map { unsafeBitCast($0, to: type) }
                }
                guard let initialize = load("sourcekitd_initialize", as: (@convention(c) () -> Void).self),
                    let uid = load(
                        "sourcekitd_uid_get_from_cstr", as: (@convention(c) (UnsafePointer<CChar>) -> UID?).self),
                    let uidString = load(
                        "sourcekitd_uid_get_string_ptr", as: (@convention(c) (UID) -> UnsafePointer<CChar>?).self),
                    let dictionary = load(
                        "sourcekitd_request_dictionary_create",
                        as: (@convention(c) (UnsafePointer<UID?>?, UnsafePointer<sourcekitd_object_t?>?, Int) ->
                            sourcekitd_object_t?).self),
                    let setString = load(
                        "sourcekitd_request_dictionary_set_string",
                        as: (@convention(c) (sourcekitd_object_t, UID, UnsafePointer<CChar>) -> Void).self),
                    let setInt = load(
                        "sourcekitd_request_dictionary_set_int64",
                        as: (@convention(c) (sourcekitd_object_t, UID, Int64) -> Void).self),
                    let setUID = load(
                        "sourcekitd_request_dictionary_set_uid",
                        as: (@convention(c) (sourcekitd_object_t, UID, UID) -> Void).self),
                    let setValue = load(
                        "sourcekitd_request_dictionary_set_value",
                        as: (@convention(c) (sourcekitd_object_t, UID, sourcekitd_object_t) -> Void).self),
                    let array = load(
                        "sourcekitd_request_array_create",
                        as: (@convention(c) (UnsafePointer<sourcekitd_object_t?>?, Int) -> sourcekitd_object_t?).self),
                    let arrayString = load(
                        "sourcekitd_request_array_set_string",
                        as: (@convention(c) (sourcekitd_object_t, Int, UnsafePointer<CChar>) -> Void).self),
                    let release = load(
                        "sourcekitd_request_release", as: (@convention(c) (sourcekitd_object_t) -> Void).self),
                    let send = load(
                        "sourcekitd_send_request_sync",
                        as: (@convention(c) (sourcekitd_object_t) -> sourcekitd_response_t?).self),
                    let isError = load(
                        "sourcekitd_response_is_error", as: (@convention(c) (sourcekitd_response_t) -> Bool).self),
                    let dispose = load(
                        "sourcekitd_response_dispose", as: (@convention(c) (sourcekitd_response_t) -> Void).self),
                    let value = load(
                        "sourcekitd_response_get_value",
                        as: (@convention(c) (sourcekitd_response_t) -> sourcekitd_variant_t).self),
                    let entry = load(
                        "sourcekitd_variant_dictionary_get_value",
                        as: (@convention(c) (sourcekitd_variant_t, UID) -> sourcekitd_variant_t).self),
                    let count = load(
                        "sourcekitd_variant_array_get_count", as: (@convention(c) (sourcekitd_variant_t) -> Int).self),
                    let element = load(
                        "sourcekitd_variant_array_get_value",
                        as: (@convention(c) (sourcekitd_variant_t, Int) -> sourcekitd_variant_t).self),
                    let integer = load(
                        "sourcekitd_variant_dictionary_get_int64",
                        as: (@convention(c) (sourcekitd_variant_t, UID) -> Int64).self),
                    let entryUID = load(
                        "sourcekitd_variant_dictionary_get_uid",
                        as: (@convention(c) (sourcekitd_variant_t, UID) -> UID?).self)
                else { return nil }
                (self.uid, self.uidString, self.dictionary) = (uid, uidString, dictionary)
                (self.setString, self.setInt, self.setUID, self.setValue) = (setString, setInt, setUID, setValue)
                (self.array, self.arrayString, self.release, self.send) = (array, arrayString, release, send)
                (self.isError, self.dispose, self.value, self.entry) = (isError, dispose, value, entry)
                (self.count, self.element, self.integer, self.entryUID) = (count, element, integer, entryUID)
                initialize()
                var keys: [String: UID] = [:]
                for name in [
                    "key.request", "key.name", "key.sourcetext", "key.enablesyntaxmap", "key.syntactic_only",
                    "key.enablesubstructure", "key.enablediagnostics", "key.compilerargs", "key.syntaxmap",
                    "key.kind", "key.offset", "key.length", "source.request.editor.open",
                    "source.request.editor.close",
                ] {
                    guard let made = uid(name) else { return nil }
                    keys[name] = made
                }
                self.keys = keys
            }

            /// The service of the library at `path`.
            static func open(_ path: String) -> Service? {
                guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else { return nil }
                return Service(handle)
            }

            /// Where this process's Swift runtime (`libswiftCore`) was loaded from.
            static func runtimePath() -> String? {
                #if os(Linux)
                    // Read to the end: /proc files report a size of 0.
                    guard let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() else {
                        return nil
                    }
                    let maps = String(decoding: data, as: UTF8.self)
                    for line in maps.split(separator: "\n") where line.hasSuffix("/libswiftCore.so") {
                        if let slash = line.firstIndex(of: "/") { return String(line[slash...]) }
                    }
                    return nil
                #else
                    var info = Dl_info()
                    guard let runtime = dlsym(UnsafeMutableRawPointer(bitPattern: -2), "swift_retain"),
                        dladdr(runtime, &info) != 0, let path = info.dli_fname
                    else { return nil }
                    return String(cString: path)
                #endif
            }

            /// The syntax map of one document.
            func syntaxMap(_ text: String) -> [SyntaxToken]? {
                let name = lock.withLock {
                    documents += 1
                    return "/puente/highlight-\(documents).swift"
                }
                guard let request = dictionary(nil, nil, 0) else { return nil }
                defer { release(request) }
                setUID(request, keys["key.request"]!, keys["source.request.editor.open"]!)
                setString(request, keys["key.name"]!, name)
                setString(request, keys["key.sourcetext"]!, text)
                setInt(request, keys["key.enablesyntaxmap"]!, 1)
                setInt(request, keys["key.syntactic_only"]!, 1)
                setInt(request, keys["key.enablesubstructure"]!, 0)
                setInt(request, keys["key.enablediagnostics"]!, 0)
                // An Apple target and no C include search: no search for a C toolchain on every request.
                if let arguments = array(nil, 0) {
                    for argument in ["-target", "arm64-apple-ios17.0", "-Xcc", "-nostdinc"] {
                        arrayString(arguments, -1, argument)
                    }
                    setValue(request, keys["key.compilerargs"]!, arguments)
                    release(arguments)
                }
                guard let response = send(request) else { return nil }
                defer {
                    dispose(response)
                    close(name)
                }
                guard !isError(response) else { return nil }
                let map = entry(value(response), keys["key.syntaxmap"]!)
                let (kindKey, offsetKey, lengthKey) = (keys["key.kind"]!, keys["key.offset"]!, keys["key.length"]!)
                var names: [UnsafeRawPointer: String] = [:]
                var tokens: [SyntaxToken] = []
                tokens.reserveCapacity(count(map))
                for index in 0..<count(map) {
                    let item = element(map, index)
                    guard let kind = entryUID(item, kindKey) else { continue }
                    let name: String
                    if let known = names[UnsafeRawPointer(kind)] {
                        name = known
                    } else {
                        name = kindName(kind)
                        names[UnsafeRawPointer(kind)] = name
                    }
                    tokens.append(
                        SyntaxToken(
                            offset: Int(integer(item, offsetKey)), length: Int(integer(item, lengthKey)), kind: name))
                }
                return tokens
            }

            /// `keyword` for `source.lang.swift.syntaxtype.keyword`, remembered per UID.
            private func kindName(_ kind: UID) -> String {
                let key = UnsafeRawPointer(kind)
                if let known = lock.withLock({ kinds[key] }) { return known }
                let full = uidString(kind).map { String(cString: $0) } ?? ""
                let prefix = "source.lang.swift.syntaxtype."
                let short = full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
                lock.withLock { kinds[key] = short }
                return short
            }

            private func close(_ name: String) {
                guard let request = dictionary(nil, nil, 0) else { return }
                defer { release(request) }
                setUID(request, keys["key.request"]!, keys["source.request.editor.close"]!)
                setString(request, keys["key.name"]!, name)
                if let response = send(request) { dispose(response) }
            }
        }
    #else
        private static let service: Int? = nil
    #endif
}
