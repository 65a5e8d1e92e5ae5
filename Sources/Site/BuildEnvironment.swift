import Foundation

/// What a build takes from the process's environment, read once into its ``BuildOptions``: the variables its
/// tools are chosen with, and the switches Puente reads itself.
public struct BuildEnvironment: Sendable, Equatable {
    /// The variables, as they were when the options were made.
    public var variables: [String: String]

    /// The process's environment now, or `variables`.
    public init(_ variables: [String: String] = ProcessInfo.processInfo.environment) {
        self.variables = variables
    }

    /// Whether Swift code is highlighted: `PUENTE_HIGHLIGHT=0` turns it off (to time the rest of a build).
    public var highlights: Bool { variables["PUENTE_HIGHLIGHT"] != "0" }
}
