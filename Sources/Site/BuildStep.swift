/// One named stage of a build, acting on the shared ``BuildContext``.
///
/// A step reports problems by appending diagnostics; the pipeline stops after the first step that
/// reported an error, so later steps can rely on what earlier steps produced.
public struct BuildStep: Sendable {
    /// Short name shown in progress output, e.g. "load content".
    public var name: String
    /// The step's work; returns a one-line summary for the progress report.
    public var run: @Sendable (inout BuildContext) -> String

    /// Creates a step.
    public init(_ name: String, run: @escaping @Sendable (inout BuildContext) -> String) {
        self.name = name
        self.run = run
    }
}
