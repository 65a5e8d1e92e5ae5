/// What a publish does, decided from what it already knows, without touching the disk: the files of the next
/// site, which of them are kept as published (hard links) and which are written, which published files go,
/// which of the user's entries are carried over, whether the spare is refreshed in place or a new staging
/// folder is made, and whether there is anything to do at all.
///
/// ``OutputWriter`` asks the disk (the marker, a scan of each folder, the bytes of the files it cannot vouch
/// for) and hands the answers to these functions; ``StagingFolder`` carries the plan out.
struct PublishPlan: Sendable {
    /// Every file of the next site, sorted.
    var paths: [String]
    /// The next site's manifest.
    var manifest: OutputManifest
    /// The files kept as published: their published bytes still hash to their fingerprint.
    var kept: Set<String>
    /// What the published folder holds that Puente wrote.
    var ours: OutputManifest
    /// ``paths`` as a set.
    var site: Set<String>
    /// Files of ``ours`` that the next site does not have: removed.
    var removed: Int

    /// Files written (new or changed).
    var written: Int { paths.count - kept.count }

    /// The plan for the next site `paths` with `manifest`, keeping `kept`, over a published folder that holds
    /// `ours`.
    init(paths: [String], manifest: OutputManifest, kept: Set<String>, ours: OutputManifest) {
        self.paths = paths
        self.manifest = manifest
        self.kept = kept
        self.ours = ours
        let site = Set(paths)
        self.site = site
        removed = ours.files.keys.reduce(0) { count, path in site.contains(path) ? count : count + 1 }
    }

    /// Whether the published folder already holds the next site, whose marker is `published`: nothing to
    /// write, nothing to remove, and the marker already says so.
    func leavesUnchanged(published: OutputManifest?) -> Bool {
        written == 0 && removed == 0 && published == manifest
    }

    /// Every file of the next site, sorted: those of `files` and those `unchanged` keeps without bytes.
    /// Throws for a path that would leave the output folder.
    static func paths(
        of files: [String: [UInt8]], unchanged: [String: OutputManifest.Fingerprint]
    ) throws(OutputError) -> [String] {
        let paths = (Array(files.keys) + unchanged.keys.filter { files[$0] == nil }).sorted()
        for path in paths where !OutputPath.isSafe(path) {
            throw OutputError.unsafeDestination(path: path, reason: "the path leaves the output folder")
        }
        return paths
    }

    /// The next site's manifest: `computed` when the caller has it, else the hashes of `files`, with the
    /// fingerprints of the `unchanged` files the build did not make again.
    static func manifest(
        of files: [String: [UInt8]], computed: OutputManifest?, unchanged: [String: OutputManifest.Fingerprint]
    ) -> OutputManifest {
        var made = computed ?? OutputManifest(files)
        for (path, fingerprint) in unchanged where files[path] == nil { made.files[path] = fingerprint }
        return made
    }

    /// Whether the spare is brought up to date in place rather than a new staging folder made: only for an
    /// update (`trusted`, some files may be kept) of a folder that `exists`, and when the spare's marker starts
    /// with a manifest header (`spareIsWhole`, asked last; a refresh cut short removes the marker first).
    static func refreshesSpare(trusted: Bool, exists: Bool, spareIsWhole: @autoclosure () -> Bool) -> Bool {
        trusted && exists && spareIsWhole()
    }

    /// The files that may be kept: those whose fingerprint in `trusted` equals the new one in `manifest` (their
    /// published bytes are still to be verified). None without a trusted manifest.
    static func candidates(_ paths: [String], trusted: OutputManifest?, manifest: OutputManifest) -> [String] {
        paths.filter { path in trusted?.files[path].map { $0 == manifest.files[path] } ?? false }
    }

    /// The `candidates` whose published bytes hold their fingerprint (`verdicts`, in the candidates' order).
    static func kept(_ candidates: [String], verdicts: [OutputWriter.Verdict]) -> Set<String> {
        Set(candidates.indices.filter { verdicts[$0].holds }.map { candidates[$0] })
    }

    /// The first (in sort order) of the files the build did not make again (in `unchanged`, with no bytes in
    /// `files`) that is not `kept`: it has no bytes to write, so the publish cannot go on.
    static func lost(
        _ unchanged: [String: OutputManifest.Fingerprint], files: [String: [UInt8]], kept: Set<String>
    ) -> String? {
        unchanged.keys.filter { files[$0] == nil && !kept.contains($0) }.min()
    }

    /// What the published folder (as `scan` saw it) holds that Puente wrote: its marker's manifest
    /// (`published`), else the `trusted` one; for a marker without a manifest (an older Puente), every file
    /// but hidden entries and `CNAME` at the top, which are the user's (no folder: an empty list).
    static func ours(published: OutputManifest?, trusted: OutputManifest?, scan: FolderScan) -> OutputManifest {
        if let known = published ?? trusted { return known }
        return OutputManifest(
            listing: scan.items.compactMap { path, item in
                let top = path.split(separator: "/").first ?? ""
                return item.kind != .directory && !top.hasPrefix(".") && top != "CNAME" ? path : nil
            })
    }

    /// The entries of the published folder (as `scan` saw it) that Puente did not write (not in ``ours``, not
    /// the marker), where the next site does not put a file: carried over into the next site. Folders come
    /// only as the parents of what they hold (an emptied folder of old pages is not kept).
    func foreignEntries(of scan: FolderScan) -> [OutputWriter.Entry] {
        func blocked(_ path: String) -> Bool {
            // The new site has a file at this path or at one of its parents.
            var folder = path
            while true {
                if site.contains(folder) { return true }
                let up = OutputPath.parent(of: folder)
                if up.isEmpty { return false }
                folder = up
            }
        }
        var carried: [OutputWriter.Entry] = []
        for (path, item) in scan.items
        where item.kind != .directory && ours.files[path] == nil && path != OutputWriter.markerName && !blocked(path) {
            carried.append(OutputWriter.Entry(path: path, kind: item.kind, mode: item.mode))
        }
        let folders = OutputPath.folders(holding: carried.map(\.path)).map {
            OutputWriter.Entry(path: $0, kind: .directory, mode: scan.items[$0]?.mode ?? 0o755)
        }
        return (folders + carried).sorted { $0.path < $1.path }
    }
}
