import Content
import Diagnostics
import Foundation
import Incremental
import SiteFiles
import Snippets

/// Everything a `puente build` reads, reduced to one 128-bit key, as Bazel keys an action by the digests of its
/// inputs: the bytes of every file the build reads whatever the articles say (``readWhole(_:)``: articles,
/// `site.yml`, the stub modules, and everything under `Theme/`), and of the built-in theme and stubs when the
/// site is not Puente's own (``BuiltInFiles``); the identity (``FileBytes/identity(_:)``) of every other file
/// under `Content/`, an image or anything an article may reference and the build reads only if one does; the
/// options that change the output, the environment variables the build reads, and the identity (path, size,
/// time) of the `puente` binary and of the `swiftc` that checks snippets.
///
/// Equal keys mean the build would read the same inputs, so a build whose key equals the one recorded by
/// the last successful build into the same folder (``BuildRecord``) has nothing to do but verify that the
/// output folder still holds what that build wrote. Any change of any input byte changes the key.
struct BuildInputs: Sendable {
    /// The key: 128 bits of the inputs' listing.
    typealias Key = StableHash.Key

    /// The key of the build `options` describe; nil when an input cannot be read (the build then runs and
    /// reports it).
    ///
    /// `digest` reads a file's size and digest (a parameter so a test can see which files are read).
    static func key(
        _ options: BuildOptions, environment given: [String: String]? = nil,
        digest: @Sendable (String) -> (count: Int, digest: [UInt8])? = FileBytes.digest
    ) -> Key? {
        let environment = given ?? options.process.variables
        var listing = Array("puente-build-inputs 1\n".utf8)
        let settings = [
            "drafts=\(options.includeDrafts)", "output=\(options.outputDirectory.path)",
            "base-url=\(options.baseURL ?? "")",
            "PUENTE_HIGHLIGHT=\(environment["PUENTE_HIGHLIGHT"] ?? "")",
            "PUENTE_SOURCEKIT=\(environment["PUENTE_SOURCEKIT"] ?? "")",
            "PUENTE_SWIFTC=\(environment["PUENTE_SWIFTC"] ?? "")", "PATH=\(environment["PATH"] ?? "")",
            "\(ToolSandbox.variable)=\(environment[ToolSandbox.variable] ?? "")",
            "\(ToolSandbox.trustVariable)=\(options.trustSiteCode ? "1" : environment[ToolSandbox.trustVariable] ?? "")",
            "puente=\(Bundle.main.executablePath.map(StableHash.fileIdentity) ?? "?")",
            "swiftc=\(SwiftToolchain.compiler(environment: environment).map { StableHash.fileIdentity($0.resolvingSymlinksInPath().path) } ?? "none")",
        ]
        for setting in settings { listing += Array((setting + "\n").utf8) }
        // The site's folders, then the built-in theme and stubs that fill in what the site lacks.
        var folders = [
            ("Content", options.siteRoot.appending(path: "Content")),
            ("Theme", options.siteRoot.appending(path: "Theme")),
        ]
        if let builtIn = BuiltInFiles.layer(under: options.siteRoot) {
            folders.append(("built-in:Theme", builtIn.root.appending(path: "Theme")))
            folders.append(("built-in:Content/Stubs", builtIn.root.appending(path: "Content/Stubs")))
        }
        for (folder, url) in folders {
            let root = url.path
            let scan = FolderScan(root, threads: ProcessInfo.processInfo.activeProcessorCount)
            let paths = scan.items.keys.sorted()
            // Each file's bytes, hashed on all cores (two seeds, so a key is 128 bits end to end).
            let digests = ParallelMap.map(paths) { path -> String? in
                let item = scan.items[path]!
                switch item.kind {
                case .directory: return "d"
                case .symbolicLink: return "l " + (POSIXFiles.linkTarget(root + "/" + path) ?? "?")
                case .file where folder == "Content" && !readWhole(path):
                    // Used only if an article references it, when the build reads it (and the identity
                    // changes with its bytes): an unreferenced 4 GiB file costs a `stat`. One that keeps
                    // changing has no identity and is read.
                    if let identity = FileBytes.identity(root + "/" + path) { return "i " + identity }
                    guard let file = digest(root + "/" + path) else { return nil }
                    return "f \(file.count) \(StableHash.Key(digest: file.digest).text)"
                case .file:
                    // Streamed: a 4 GiB file costs its reading, not 4 GiB of memory.
                    guard let file = digest(root + "/" + path) else { return nil }
                    return "f \(file.count) \(StableHash.Key(digest: file.digest).text)"
                }
            }
            for (path, digest) in zip(paths, digests) {
                guard let digest else { return nil }
                listing += Array("\(folder)/\(path)\t\(digest)\n".utf8)
            }
        }
        return Key(listing)
    }

    /// Whether the build reads the file at `path` under `Content/` whatever the articles say: `site.yml`, an
    /// article (`<folder>/<name>.md`), a page (`<folder>/pages/<name>.md`) and anything under `Stubs/`.
    static func readWhole(_ path: String) -> Bool {
        path == "site.yml" || path.hasPrefix("Stubs/")
            || (path.hasSuffix(".md") && path.utf8.count(where: { $0 == UInt8(ascii: "/") }) == 1)
            || ContentKind.implied(byPath: "Content/" + path) == .page && path.hasSuffix(".md")
    }
}
