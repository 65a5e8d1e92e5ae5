// Accessibility: adjustable actions, representations, heading levels and input
// labels.

/// A directional indicator you use when making an accessibility adjustment.
@available(iOS 13.0, *)
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment
    case decrement
}

/// The hierarchy of a heading in relation to other headings.
@available(iOS 15.0, *)
@frozen
public enum AccessibilityHeadingLevel: Hashable, Sendable {
    /// A heading without a hierarchical level.
    case unspecified
    /// Level 1 heading.
    case h1
    /// Level 2 heading.
    case h2
    /// Level 3 heading.
    case h3
    /// Level 4 heading.
    case h4
    /// Level 5 heading.
    case h5
    /// Level 6 heading.
    case h6
}

@available(iOS 13.0, *)
extension View {
    /// Adds an accessibility adjustable action to the view.
    nonisolated public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Replaces one or more accessibility elements for this view with new
    /// accessibility elements.
    @available(iOS 15.0, *)
    nonisolated public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { fatalError() }

    /// Sets the accessibility level of this heading.
    @available(iOS 15.0, *)
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Sets alternate input labels with which users identify a view.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Sets alternate input labels with which users identify a view.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Sets alternate input labels with which users identify a view.
    @available(iOS 14.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
}

@available(iOS 15.0, *)
extension Text {
    /// Sets the accessibility level of this heading.
    nonisolated public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Text { fatalError() }
}
