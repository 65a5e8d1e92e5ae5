/// The direction in which a flowchart or subgraph is laid out.
public enum Direction: Sendable, Hashable {
    /// `TB` or `TD`: top to bottom.
    case topToBottom
    /// `BT`: bottom to top.
    case bottomToTop
    /// `LR`: left to right.
    case leftToRight
    /// `RL`: right to left.
    case rightToLeft

    /// Reads a mermaid direction keyword.
    ///
    /// Besides `TB`, `TD`, `BT`, `LR` and `RL`, mermaid's header also accepts the
    /// arrow-like spellings `v`, `^`, `>` and `<`, which it maps the same way.
    init?(keyword: String) {
        switch keyword {
        case "TB", "TD", "v": self = .topToBottom
        case "BT", "^": self = .bottomToTop
        case "LR", ">": self = .leftToRight
        case "RL", "<": self = .rightToLeft
        default: return nil
        }
    }
}
