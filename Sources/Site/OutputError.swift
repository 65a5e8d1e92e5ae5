import Diagnostics

/// Problems writing the site.
public enum OutputError: DiagnosticConvertible, Equatable {
    /// The output folder would overwrite sources or something Puente did not create.
    case unsafeDestination(path: String, reason: String)
    /// The file system refused an operation.
    case io(path: String, operation: String, reason: String)

    /// The diagnostic.
    public var diagnostic: Diagnostic {
        switch self {
        case .unsafeDestination(let path, let reason):
            .error(
                "refusing to write the site to \(path): \(reason)",
                help: "choose another --output folder, or delete the folder yourself if it is safe to replace")
        case .io(let path, let operation, let reason):
            .error("could not \(operation) \(path): \(reason)")
        }
    }
}
