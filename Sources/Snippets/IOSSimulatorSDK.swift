import Dispatch
import Foundation

/// The standard library rebuilt for the iOS simulator, so the compiler applies Apple's availability rules.
///
/// The toolchain ships `Swift`, `_Concurrency`, `Observation`, … as textual interfaces for Linux. Each is
/// copied with its `-target` rewritten to the iOS simulator and its `@backDeployed` lines removed (they
/// have no bodies in these interfaces), then compiled with `swift-frontend -compile-module-from-interface`.
/// This takes about half a minute once per toolchain (28 s on 2 cores); the result is cached.
public struct IOSSimulatorSDK: Sendable {
    /// The lowest deployment target the SDK is built for; snippets may target this or later.
    public static let minimumTarget = "13.0"
    /// Modules rebuilt, in dependency levels: each level needs only the ones before it, and a level's
    /// modules are built in parallel.
    static let levels = [
        ["Swift"], ["SwiftOnoneSupport", "_Concurrency"], ["_StringProcessing", "Observation"], ["RegexBuilder"],
    ]
    /// Bump when the recipe changes, so old caches are not reused.
    static let recipeVersion = "4"
    /// Every module the rebuilt library holds, and the toolchain's shims the compiler finds beside them.
    static let modules = levels.flatMap { $0 } + ["SwiftShims", "_SwiftConcurrencyShims"]

    /// Apple's standard library has `AutoreleasingUnsafeMutablePointer` (it exists wherever Objective-C does);
    /// the Linux interface leaves it out. With Objective-C interop on, as for every Apple target, the
    /// compiler looks it up for every pointer argument conversion (`&value` to `UnsafeMutablePointer`, a
    /// `String` to `UnsafePointer<CChar>`), and fails with "broken standard library" without it. Declared
    /// here as Apple's SDK declares its surface: a frozen `_Pointer` with `pointee`, a subscript and a
    /// conversion from `UnsafeMutablePointer`. Also the bridging intrinsic `_bridgeAnyObjectToAny` (Objective-C's
    /// `id` to `Any`), which the compiler calls in the Objective-C entry point of every `@objc` method that
    /// returns or takes `Any` (`target(forAction:withSender:)`), and crashes without.
    static let objectiveCOnly = """
        @frozen public struct AutoreleasingUnsafeMutablePointer<Pointee> : Swift._Pointer {
          public let _rawValue: Builtin.RawPointer
          @_transparent public init(_ _rawValue: Builtin.RawPointer) { self._rawValue = _rawValue }
          public var pointee: Pointee { get nonmutating set }
          public subscript(i: Swift.Int) -> Pointee { get }
          public init<U>(_ from: Swift.UnsafeMutablePointer<U>)
          public init?<U>(_ from: Swift.UnsafeMutablePointer<U>?)
        }
        public func _bridgeAnyObjectToAny(_ possiblyNullObject: Swift.AnyObject?) -> Any
        """

    /// The folder holding the rebuilt `.swiftmodule`s; also the compiler's resource directory.
    public var directory: URL
    /// Damage found in the cache and repaired by rebuilding, one line each, to tell the user.
    public var repairs: [String] = []

    /// About how long a first run's preparation takes, this library (28 s) and the built-in stubs (91 s), as
    /// measured on a 2-core machine with empty caches (docs/design/snippet-checking.md): what the first run
    /// tells the user to expect.
    public static let typicalSeconds = 120

    /// Returns the cached SDK for `toolchain`, taking it from `prebuilt` when that holds it for this very compiler,
    /// else building it under `cacheRoot` first if needed: then `announce` is told once, before the work starts,
    /// and `progress` after each module (`done` of `total`).
    public static func prepare(
        toolchain: SwiftToolchain, cacheRoot: URL, prebuilt: PrebuiltCaches? = nil,
        announce: (@Sendable (String) -> Void)? = nil,
        progress: (@Sendable (_ done: Int, _ total: Int, _ item: String) -> Void)? = nil
    ) throws(SnippetError) -> IOSSimulatorSDK {
        let final = cacheRoot.appending(path: folderName(for: toolchain))
        let (reusable, note) = CacheSeal.reuse(final, what: "iOS standard library")
        if reusable { return IOSSimulatorSDK(directory: final) }
        try CacheSeal.requireWritable(cacheRoot, variable: "PUENTE_SDK_CACHE")
        var repairs = note.map { [$0] } ?? []
        if let prebuilt {
            let (installed, problem) = prebuilt.install(at: final, cacheRoot: cacheRoot, toolchain: toolchain)
            if installed { return IOSSimulatorSDK(directory: final, repairs: repairs) }
            repairs += problem.map { [$0] } ?? []
        }
        announce?(
            "preparing the iOS standard library and stubs (first run with this Swift toolchain, about "
                + "\(typicalSeconds / 60) min; kept in \(cacheRoot.path))")
        guard FileManager.default.fileExists(atPath: interface(of: "Swift", toolchain: toolchain).path) else {
            throw .sdkBuildFailed(
                module: "Swift",
                output: "this toolchain has no \(interface(of: "Swift", toolchain: toolchain).path); "
                    + "snippet checking needs a Linux Swift toolchain that ships its standard library interfaces")
        }

        let staging = cacheRoot.appending(
            path: "\(final.lastPathComponent).tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try? FileManager.default.removeItem(at: staging)
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw .sdkBuildFailed(module: "(cache)", output: "cannot create \(staging.path): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: staging) }
        let present = levels.map { level in
            level.filter { FileManager.default.fileExists(atPath: interface(of: $0, toolchain: toolchain).path) }
        }
        let total = present.reduce(0) { $0 + $1.count }
        let built = ParallelCounter()
        for modules in present {
            let failures = ParallelFailures()
            DispatchQueue.concurrentPerform(iterations: modules.count) { index in
                do throws(SnippetError) {
                    try build(modules[index], toolchain: toolchain, into: staging)
                    progress?(built.increment(), total, "iOS standard library: \(modules[index])")
                } catch {
                    failures.append(error)
                }
            }
            if let first = failures.first { throw first }
        }
        do {
            try CacheSeal.install(staging, at: final)
        } catch {
            throw .sdkBuildFailed(module: "(cache)", output: "cannot move the SDK into \(final.path): \(error)")
        }
        return IOSSimulatorSDK(directory: final, repairs: repairs)
    }

    /// The cache folder's name for `toolchain`: `sdk-<digest of its version, architecture and the recipe>`.
    static func folderName(for toolchain: SwiftToolchain) -> String {
        var hash = ContentHash()
        hash.add(toolchain.version)
        hash.add(toolchain.architecture)
        hash.add(recipeVersion)
        return "sdk-\(hash.hex)"
    }

    private static func interface(of module: String, toolchain: SwiftToolchain) -> URL {
        toolchain.hostInterfaces.appending(path: "\(module).swiftmodule/\(toolchain.hostTriple).swiftinterface")
    }

    private static func build(_ module: String, toolchain: SwiftToolchain, into directory: URL) throws(SnippetError) {
        let source = interface(of: module, toolchain: toolchain)
        guard let text = try? String(contentsOf: source, encoding: .utf8) else {
            throw .sdkBuildFailed(module: module, output: "cannot read \(source.path)")
        }
        let target = toolchain.iosTarget(minimumTarget)
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("@backDeployed(") { continue }
            if module == "Observation", trimmed == "import Glibc" { continue }
            lines.append(line)
        }
        if module == "Swift" { lines.append(Substring(objectiveCOnly)) }
        let rewritten = lines.joined(separator: "\n")
            .replacingOccurrences(of: "-target \(toolchain.hostTriple)", with: "-target \(target)")
        let moduleFolder = directory.appending(path: "\(module).swiftmodule")
        // Outside the search path, and named .swiftinterface so the frontend parses it as an interface.
        let rewrittenInterface = directory.appending(path: "interfaces/\(module).swiftinterface")
        do {
            try FileManager.default.createDirectory(at: moduleFolder, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(
                at: rewrittenInterface.deletingLastPathComponent(), withIntermediateDirectories: true)
            try rewritten.write(to: rewrittenInterface, atomically: true, encoding: .utf8)
        } catch {
            throw .sdkBuildFailed(module: module, output: "\(error)")
        }
        var arguments = [
            "-compile-module-from-interface", "-module-name", module, "-target", target,
            "-o", moduleFolder.appending(path: toolchain.moduleFileName).path, rewrittenInterface.path,
            "-I", directory.path, "-I", toolchain.shims.path, "-resource-dir", directory.path,
        ]
        arguments.append(module == "Swift" ? "-parse-stdlib" : "-disable-availability-checking")
        let output: ProcessRunner.Output
        do {
            output = try toolchain.run(toolchain.frontend, arguments, writable: [directory], timeout: 900)
        } catch {
            throw .sdkBuildFailed(module: module, output: "\(error)")
        }
        try? FileManager.default.removeItem(at: rewrittenInterface)
        guard output.status == 0, output.stopped == nil else {
            throw .sdkBuildFailed(
                module: module, output: output.stopped.map { "the compiler \($0)" } ?? String(output.text.prefix(1500)))
        }
    }
}

/// Errors collected from concurrent work.
final class ParallelFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [SnippetError] = []

    func append(_ error: SnippetError) { lock.withLock { errors.append(error) } }

    var first: SnippetError? { lock.withLock { errors.first } }
}

/// A count several threads add to, for progress.
final class ParallelCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    /// Adds one; returns the new count.
    func increment() -> Int {
        lock.withLock {
            value += 1; return value
        }
    }
}
