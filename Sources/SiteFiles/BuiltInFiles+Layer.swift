import Diagnostics
import Foundation

extension BuiltInFiles {
    /// The built-in files as the lower layer under `siteRoot`: nil when there are none, or when the site is
    /// the folder they come from (this repository's own site).
    public static func layer(under siteRoot: URL, root: URL? = BuiltInFiles.root) -> SiteFolder? {
        guard let root else { return nil }
        let builtIn = SiteFolder(root: root)
        return builtIn.realRoot == SiteFolder(root: siteRoot).realRoot ? nil : builtIn
    }
}
