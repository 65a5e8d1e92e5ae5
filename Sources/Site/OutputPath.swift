/// Output-relative paths (`es/a/index.html`, `/`-separated): what a publish asks of them, answered from the
/// string alone.
enum OutputPath {
    /// Whether an output-relative path stays inside the output folder.
    static func isSafe(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/")
            && !path.split(separator: "/", omittingEmptySubsequences: false).contains { $0 == ".." || $0.isEmpty }
    }

    /// The folder part of a `/`-separated path ("" for a bare name). Not Foundation's
    /// `deletingLastPathComponent`: on Linux it traps on a one-character path such as `d`, which removing
    /// `d/e/f.html` reaches (found by `OutputWriterTests`).
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// Every folder that holds one of `paths`, at any depth (not the top, "").
    static func folders(holding paths: some Sequence<String>) -> Set<String> {
        var folders: Set<String> = []
        for path in paths {
            var folder = parent(of: path)
            while !folder.isEmpty, folders.insert(folder).inserted { folder = parent(of: folder) }
        }
        return folders
    }
}
