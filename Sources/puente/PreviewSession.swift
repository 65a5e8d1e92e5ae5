import Diagnostics
import Dispatch
import Foundation
import Preview
import Site

/// `puente serve`: builds the site, serves the output folder on 127.0.0.1, and rebuilds on every change
/// under `Content/` and `Theme/`, reloading open pages or showing the errors over them.
///
/// Rebuilds keep a ``BuildSession``, so a change re-does only the work that depends on it, and update the
/// output folder in place, file by file.
final class PreviewSession: @unchecked Sendable {
    let options: BuildOptions
    let port: UInt16
    /// Whether the preview listens on every network interface.
    let onNetwork: Bool
    private let session = BuildSession()
    private let queue = DispatchQueue(label: "puente.serve.rebuild")

    init(options: BuildOptions, port: UInt16, onNetwork: Bool = false) {
        self.options = options
        self.port = port
        self.onNetwork = onNetwork
    }

    /// Runs until interrupted; returns an exit status only when the server cannot start.
    func run() -> Int32 {
        let state = rebuild(reason: nil)
        try? FileManager.default.createDirectory(at: options.outputDirectory, withIntermediateDirectories: true)
        let server = PreviewServer(root: options.outputDirectory, port: port, onNetwork: onNetwork)
        do {
            try server.start()
        } catch {
            FileHandle.standardError.write(Data("puente: error: \(error)\n".utf8))
            return CommandLineTool.usageError
        }
        server.publish(state)
        // A site on the built-in theme has no Theme/ to watch (nor does the built-in theme change while serving).
        let names = ["Content", "Theme"].filter {
            FileManager.default.fileExists(atPath: options.siteRoot.appending(path: $0).path)
        }
        let folders = names.map { options.siteRoot.appending(path: $0) }
        let watched = names.map { $0 + "/" }.joined(separator: " and ")
        let watcher = FileWatcher(paths: folders) { [queue] paths in
            queue.async {
                let state = self.rebuild(reason: paths)
                server.publish(state)
            }
        }
        do {
            try watcher.start()
        } catch {
            FileHandle.standardError.write(Data("puente: error: cannot watch \(watched): \(error)\n".utf8))
            return CommandLineTool.contentError
        }
        let note = names.contains("Theme") ? "" : " (theme built in: restart serve after adding a Theme/ folder)"
        if onNetwork {
            say(
                "puente: warning: --host 0.0.0.0: the preview is reachable from the network, by anyone who can "
                    + "reach this machine on port \(server.port); open http://<this machine's address>:\(server.port)/ on the phone"
            )
        }
        say("puente: serving http://127.0.0.1:\(server.port)/ — watching \(watched)\(note); Ctrl-C stops")
        // SIGINT and SIGTERM end the process through the build's own handler, which never leaves a half-written
        // output folder; until the first build installs it, the default action ends the process.
        dispatchMain()
    }

    /// Builds once and says what happened; the problems go to the terminal and to the page overlay.
    private func rebuild(reason: [String]?) -> PreviewState {
        let root = options.siteRoot.path + "/"
        if let reason {
            let names = reason.map { $0.hasPrefix(root) ? String($0.dropFirst(root.count)) : $0 }
            say("puente: changed: \(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? ", …" : "")")
        }
        let started = DispatchTime.now().uptimeNanoseconds
        let result = SiteBuilder.build(options, reporter: TerminalReporter(quiet: reason != nil), session: session)
        let milliseconds = (DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
        let sources = result.sources
        let renderer = DiagnosticRenderer { sources[$0] }
        // The terminal names files from the current folder, as `build` does; the page keeps site paths.
        let prefix = DisplayPath.sitePrefix(options.siteRoot)
        let terminal = DiagnosticRenderer { path in
            sources[path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path]
        }
        for diagnostic in result.diagnostics {
            FileHandle.standardError.write(Data(terminal.render(diagnostic.prefixingPaths(with: prefix)).utf8))
        }
        guard result.succeeded else {
            let errors = result.diagnostics.filter { $0.severity == .error }
            say("puente: build failed: \(errors.count) error(s) in \(milliseconds) ms; the page shows them")
            return .failed(errors.map { Self.problem($0, renderer: renderer) })
        }
        say("puente: \(reason == nil ? "built" : "rebuilt") in \(milliseconds) ms")
        return .ok
    }

    /// A diagnostic as the page overlay shows it.
    static func problem(_ diagnostic: Diagnostic, renderer: DiagnosticRenderer) -> PreviewProblem {
        let location = diagnostic.location
        var message = diagnostic.message
        if let help = diagnostic.help { message += "\nhelp: " + help }
        return PreviewProblem(
            file: location?.path ?? "", line: location?.line ?? 0, column: location?.column ?? 0,
            severity: diagnostic.severity.rawValue, message: message,
            excerpt: location.flatMap(renderer.excerpt(at:)) ?? "")
    }

    /// Prints a line at once, also when standard output is a file or a pipe (`print` would buffer it); names
    /// of changed files come from the site, so the line is made printable (``PrintableText``).
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((PrintableText.line(line) + "\n").utf8))
    }
}
