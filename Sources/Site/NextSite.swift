/// What the next site is made of, as a staging folder is filled with it
/// (``StagingFolder/refresh(holding:with:interruption:)``): its files, which of them are hard links to the
/// published ones, and the user's entries carried over from the published folder.
struct NextSite: Sendable {
    /// The bytes of the files to write, by output-relative path (a kept file need not have any).
    var files: [String: [UInt8]]
    /// Every file of the next site, sorted.
    var paths: [String]
    /// The files kept as published: hard links to the published ones.
    var kept: Set<String>
    /// The user's entries, carried over from the published folder (``PublishPlan/foreignEntries(of:)``).
    var foreign: [OutputWriter.Entry]
    /// The published folder, as scanned (the inodes the kept files are linked to).
    var published: FolderScan
    /// The published folder's path.
    var root: String
}
