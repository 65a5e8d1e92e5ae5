import Diagnostics
import Foundation

/// A site's files over Puente's built-in ones (``BuiltInFiles``), as Hugo looks a theme file up in the site
/// before the theme: a path the site holds is read from the site, any other from the built-in layer.
///
/// Each layer is read through its own ``SiteFolder`` rules, so a site file that links out of the site is
/// refused as before, and a built-in file never stands in for a refused site file.
public struct LayeredFolder: Sendable {
    /// The site's own folder, the upper layer.
    public let site: SiteFolder
    /// The built-in files, the lower layer, when there are any.
    public let builtIn: SiteFolder?

    /// The site at `siteRoot` over `builtIn`.
    public init(site: SiteFolder, builtIn: SiteFolder?) {
        self.site = site
        self.builtIn = builtIn
    }

    /// The site at `siteRoot` over the built-in files at `builtInRoot` (by default the ones found for this
    /// binary); no lower layer when there are none, or when the site is that folder itself.
    public init(siteRoot: URL, builtInRoot: URL? = BuiltInFiles.root) {
        self.init(site: SiteFolder(root: siteRoot), builtIn: BuiltInFiles.layer(under: siteRoot, root: builtInRoot))
    }

    /// The layer that holds `relativePath`: the site when it has an entry there, else the built-in layer when
    /// it does, else the site (whose read then reports the path as missing).
    public func owner(of relativePath: String) -> SiteFolder {
        if site.exists(relativePath) { return site }
        if let builtIn, builtIn.exists(relativePath) { return builtIn }
        return site
    }

    /// The names in the folder `relativePath` of either layer, sorted, each once.
    public func entries(_ relativePath: String) -> [String] {
        Array(Set(site.entries(relativePath)).union(builtIn?.entries(relativePath) ?? [])).sorted()
    }

    /// Whether `relativePath` exists in either layer.
    public func exists(_ relativePath: String) -> Bool { owner(of: relativePath).exists(relativePath) }

    /// Whether `relativePath` is a folder in the layer that holds it.
    public func isFolder(_ relativePath: String) -> Bool { owner(of: relativePath).isFolder(relativePath) }

    /// The bytes of `relativePath` from the layer that holds it.
    public func read(_ relativePath: String) throws(SiteFileError) -> [UInt8] {
        try owner(of: relativePath).read(relativePath)
    }

    /// Every regular file below `relativePath` in either layer (relative to it, sorted), the site's replacing
    /// the built-in one of the same path, with the entries the site's rules refused.
    public func files(under relativePath: String) -> (files: [String], refused: [SiteFileError]) {
        let own = site.files(under: relativePath)
        var files = Set(own.files)
        if let builtIn {
            // A site file that was refused is not replaced by the built-in one: the refusal stands.
            let refusedPaths = Set(own.refused.map(\.path))
            for file in builtIn.files(under: relativePath).files
            where !refusedPaths.contains("\(relativePath)/\(file)") && !site.exists("\(relativePath)/\(file)") {
                files.insert(file)
            }
        }
        return (files.sorted(), own.refused)
    }
}
