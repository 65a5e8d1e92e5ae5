// Accessibility modifiers (iOS 14 spellings) and their value types.

/// A view modifier that adds accessibility properties to the view.
@available(iOS 13.0, *)
@frozen
public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
    public func body(content: AccessibilityAttachmentModifier.Content) -> Never { fatalError() }
}

/// A set of accessibility traits that describe how an element behaves.
@available(iOS 13.0, *)
public struct AccessibilityTraits: SetAlgebra, Sendable {
    public static let isButton: AccessibilityTraits = { fatalError() }()
    public static let isHeader: AccessibilityTraits = { fatalError() }()
    public static let isSelected: AccessibilityTraits = { fatalError() }()
    public static let isLink: AccessibilityTraits = { fatalError() }()
    public static let isSearchField: AccessibilityTraits = { fatalError() }()
    public static let isImage: AccessibilityTraits = { fatalError() }()
    public static let playsSound: AccessibilityTraits = { fatalError() }()
    public static let isKeyboardKey: AccessibilityTraits = { fatalError() }()
    public static let isStaticText: AccessibilityTraits = { fatalError() }()
    public static let isSummaryElement: AccessibilityTraits = { fatalError() }()
    public static let updatesFrequently: AccessibilityTraits = { fatalError() }()
    public static let startsMediaSession: AccessibilityTraits = { fatalError() }()
    public static let allowsDirectInteraction: AccessibilityTraits = { fatalError() }()
    @available(iOS 13.0, *)
    public static let causesPageTurn: AccessibilityTraits = { fatalError() }()
    @available(iOS 13.0, *)
    public static let isModal: AccessibilityTraits = { fatalError() }()
    @available(iOS 17.0, *)
    public static let isToggle: AccessibilityTraits = { fatalError() }()

    public init() { fatalError() }
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public mutating func formUnion(_ other: AccessibilityTraits) { fatalError() }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public mutating func formIntersection(_ other: AccessibilityTraits) { fatalError() }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { fatalError() }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { fatalError() }
    public func contains(_ member: AccessibilityTraits) -> Bool { fatalError() }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) { fatalError() }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? { fatalError() }
    public static func == (a: AccessibilityTraits, b: AccessibilityTraits) -> Bool { fatalError() }
    public typealias Element = AccessibilityTraits
    public typealias ArrayLiteralElement = AccessibilityTraits
}

/// Defines the behavior for the child elements of the new parent element.
@available(iOS 13.0, *)
public struct AccessibilityChildBehavior: Hashable {
    public static let ignore: AccessibilityChildBehavior = { fatalError() }()
    public static let contain: AccessibilityChildBehavior = { fatalError() }()
    public static let combine: AccessibilityChildBehavior = { fatalError() }()
}

@available(iOS 13.0, *)
extension View {
    /// Adds a label to the view that describes its contents.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Adds a label to the view that describes its contents.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Adds a label to the view that describes its contents.
    @available(iOS 14.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Communicates to the user what happens after performing the view's action.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Communicates to the user what happens after performing the view's action.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Communicates to the user what happens after performing the view's action.
    @available(iOS 14.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Adds a textual description of the value that the view contains.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Adds a textual description of the value that the view contains.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Adds a textual description of the value that the view contains.
    @available(iOS 14.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Specifies whether to hide this view from system accessibility features.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Uses the string you specify to identify the view.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Adds the given traits to the view.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Removes the given traits from this view.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Sets the sort priority order for this view's accessibility element,
    /// relative to other elements at the same level.
    @available(iOS 14.0, *)
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Creates a new accessibility element, or modifies the
    /// `AccessibilityChildBehavior` of the existing accessibility element.
    @available(iOS 13.0, *)
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { fatalError() }

    /// Adds an accessibility action to the view.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Specifies whether to hide this view from system accessibility features.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    nonisolated public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Adds a label to the view that describes its contents.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    nonisolated public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }

    /// Uses the specified string to identify the view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    nonisolated public func accessibility(identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
}
