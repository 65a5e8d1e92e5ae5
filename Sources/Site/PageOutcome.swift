import Diagnostics

/// One filled template: the page's bytes, or the template error that stopped it.
struct PageOutcome: Sendable {
    /// The page's output-relative path.
    var path: String
    /// Its bytes, when the template filled.
    var bytes: [UInt8]?
    /// The template error, when it did not.
    var diagnostic: Diagnostic?
}
