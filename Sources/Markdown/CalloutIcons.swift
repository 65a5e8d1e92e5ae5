/// The icon drawn before a callout's title: a 16-unit outline in the text's colour, hidden from assistive
/// technology (the title says the kind).
enum CalloutIcons {
    /// The icon's `<svg>` for `kind`.
    static func svg(_ kind: CalloutKind) -> String {
        "<svg class=\"callout-icon\" viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" aria-hidden=\"true\" "
            + "fill=\"currentColor\">" + shapes(kind) + "</svg>"
    }

    /// An outline shape's attributes: drawn with the text's colour, not filled.
    private static let outline =
        "fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-linejoin=\"round\""

    /// The shapes of `kind`'s icon: an outline, and a mark inside it.
    private static func shapes(_ kind: CalloutKind) -> String {
        switch kind {
        case .note:
            "<circle cx=\"8\" cy=\"8\" r=\"6.25\" \(outline)/><rect x=\"7.25\" y=\"7\" width=\"1.5\" height=\"4.5\"/>"
                + "<circle cx=\"8\" cy=\"4.75\" r=\"1\"/>"
        case .tip:
            "<path d=\"M8 1.5a4.5 4.5 0 0 0-2.5 8.2V11h5V9.7A4.5 4.5 0 0 0 8 1.5z\" \(outline)/>"
                + "<rect x=\"6\" y=\"12.5\" width=\"4\" height=\"1.5\"/>"
        case .important:
            "<path d=\"M2 2.5h12v8H7l-3 3v-3H2z\" \(outline)/><rect x=\"7.25\" y=\"4\" width=\"1.5\" height=\"3.5\"/>"
                + "<circle cx=\"8\" cy=\"9\" r=\".9\"/>"
        case .warning:
            "<path d=\"M8 1.75 14.5 13.5h-13z\" \(outline)/><rect x=\"7.25\" y=\"5.5\" width=\"1.5\" height=\"4\"/>"
                + "<circle cx=\"8\" cy=\"11.5\" r=\".9\"/>"
        case .caution:
            "<path d=\"M5.2 1.75h5.6l3.45 3.45v5.6l-3.45 3.45H5.2L1.75 10.8V5.2z\" \(outline)/>"
                + "<rect x=\"7.25\" y=\"4.5\" width=\"1.5\" height=\"4.5\"/><circle cx=\"8\" cy=\"11\" r=\".9\"/>"
        }
    }
}
