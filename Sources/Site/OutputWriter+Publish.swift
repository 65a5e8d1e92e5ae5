import Foundation

/// A publish: what the disk says, the decisions made from it (``PublishPlan``), and the staging folder that
/// carries them out (``StagingFolder``).
extension OutputWriter {
    /// Builds the next site beside the published one and exchanges the two (see the type's summary).
    ///
    /// `published` is the live folder's manifest when the caller has just read it (the marker path), so it is
    /// not read twice; otherwise the marker is read here. `computed` is the manifest of `files` when the caller
    /// has it (`serve`, from the bytes it wrote last time).
    func publish(
        _ files: [String: [UInt8]], reuse: Reuse, published known: OutputManifest? = nil,
        manifest computed: OutputManifest? = nil, memory: Memory? = nil,
        unchanged: [String: OutputManifest.Fingerprint] = [:]
    ) throws(OutputError) -> Update {
        let paths = try PublishPlan.paths(of: files, unchanged: unchanged)
        let live = Self.resolved(destination)
        let lock = try OutputLock.acquire(beside: live)
        defer { lock.release() }
        try checkDestinationIsOurs(live)
        let exists = FileManager.default.fileExists(atPath: live.path)
        let manifest = PublishPlan.manifest(of: files, computed: computed, unchanged: unchanged)
        // What the published folder holds that Puente wrote, by its marker (the serve memo's, when given).
        let published = exists ? known ?? Self.manifest(in: live) : nil
        // The previous site, kept after the last exchange: brought up to date in place, it becomes the next one
        // without making thousands of folders again (which ext4 makes slowly right after removing as many).
        let spare = StagingFolder.spare(of: live)
        let reusable = PublishPlan.refreshesSpare(
            trusted: reuse.trusted != nil, exists: exists, spareIsWhole: Self.hasManifest(spare))
        // One walk of each folder, side by side: every later question about them is answered from these.
        let (scan, spareScan) = FolderScan.pair(
            exists ? live.path : nil, reusable ? spare.path : nil, remembered: memory?.spare,
            expected: paths.count * 5 / 4)
        // A file is kept only if its published bytes still hash to the fingerprint: one edited by hand since
        // (even to the same size) is written again.
        let candidates = PublishPlan.candidates(paths, trusted: reuse.trusted, manifest: manifest)
        let seen = memory?.statCache ?? OutputStatCache(contentsOf: statCache)
        let verdicts = Self.verify(candidates, of: manifest, in: scan.items, root: live.path, seen: seen)
        let kept = PublishPlan.kept(candidates, verdicts: verdicts)
        // A file the build did not make again must be kept: it has no bytes to write.
        if let path = PublishPlan.lost(unchanged, files: files, kept: kept) { throw Self.lost(path) }
        let ours = PublishPlan.ours(published: published, trusted: reuse.trusted, scan: scan)
        let plan = PublishPlan(paths: paths, manifest: manifest, kept: kept, ours: ours)
        if exists, plan.leavesUnchanged(published: published) {
            return alreadyPublished(
                plan, items: scan.items, verdicts: verdicts, seen: seen,
                spare: reusable ? spareScan : nil)
        }
        let next = NextSite(
            files: files, paths: paths, kept: kept, foreign: exists ? plan.foreignEntries(of: scan) : [],
            published: scan, root: live.path)
        let staging = StagingFolder.prepare(beside: live, reusingSpare: reusable)
        return try replace(live, exists: exists, with: staging, holding: spareScan, next: next, plan: plan)
    }

    /// The update when the published folder already holds the next site: nothing is written. The files read to
    /// verify them (`verdicts`) are recorded, so the next build need not read them again.
    private func alreadyPublished(
        _ plan: PublishPlan, items: [String: FolderScan.Item], verdicts: [Verdict], seen: OutputStatCache,
        spare: FolderScan?
    ) -> Update {
        var known = seen
        if verdicts.contains(where: \.read) {
            known = Self.record(plan.paths, items, manifest: plan.manifest)
            if let statCache { known.write(to: statCache) }
        }
        return Update(
            written: 0, removed: 0, manifest: plan.manifest, memory: Memory(spare: spare, statCache: known))
    }

    /// Makes `next` in `staging` (whose entries `present` lists), seals it, and puts it in place of `live`
    /// (which `exists` or not); the site it replaces becomes the spare. A failure or a signal before the
    /// exchange removes the staging folder and leaves the published site as it was.
    private func replace(
        _ live: URL, exists: Bool, with staging: StagingFolder, holding present: FolderScan, next: NextSite,
        plan: PublishPlan
    ) throws(OutputError) -> Update {
        let interruption = Interruption.shared
        interruption.register(cleanup: [staging.url])
        // From the moment the staging folder may exist, a signal is only noted; the writer acts on it.
        interruption.beginWriting()
        defer {
            interruption.endWriting()
            interruption.unregister()
        }
        do throws(OutputError) {
            try staging.create()
            let states = try staging.refresh(holding: present, with: next, interruption: interruption)
            try staging.seal(plan.manifest, sortedPaths: plan.paths)
            // A signal during writing: the staging folder goes, the published site stays, the process exits.
            interruption.endWriting()
            // From the exchange on, an interruption has nothing to remove: the previous site is the spare.
            try staging.exchange(with: live, exists: exists, interruption: interruption)
            // The exchange moved the files, not their inodes: what the staging folder held is what is published.
            let known = Self.record(plan.paths, states, manifest: plan.manifest)
            if let statCache { known.write(to: statCache) }
            // The site just replaced is the spare now, as scanned before the exchange.
            return Update(
                written: plan.written, removed: plan.removed, manifest: plan.manifest,
                memory: Memory(spare: exists ? next.published : nil, statCache: known))
        } catch {
            staging.remove()
            throw error
        }
    }
}
