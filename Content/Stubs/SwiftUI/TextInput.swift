// Keyboard and text-input modifiers: submit labels and actions, autocapitalization,
// autocorrection and UIKit keyboard types.

/// A semantic label describing the label of submission within a view hierarchy.
@available(iOS 15.0, *)
public struct SubmitLabel: Sendable {
    public static var done: SubmitLabel { fatalError() }
    public static var go: SubmitLabel { fatalError() }
    public static var send: SubmitLabel { fatalError() }
    public static var join: SubmitLabel { fatalError() }
    public static var route: SubmitLabel { fatalError() }
    public static var search: SubmitLabel { fatalError() }
    public static var `return`: SubmitLabel { fatalError() }
    public static var next: SubmitLabel { fatalError() }
    public static var `continue`: SubmitLabel { fatalError() }
}

/// A type that defines various triggers that result in the firing of a
/// submission action.
@available(iOS 15.0, *)
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Defines triggers originating from text input controls like `TextField`.
    public static let text: SubmitTriggers = { fatalError() }()
    /// Defines triggers originating from search fields constructed from
    /// searchable modifiers.
    public static let search: SubmitTriggers = { fatalError() }()
    public typealias Element = SubmitTriggers
    public typealias ArrayLiteralElement = SubmitTriggers
    public typealias RawValue = UInt
}

/// The kind of autocapitalization behavior applied during text input.
@available(iOS 15.0, *)
public struct TextInputAutocapitalization: Sendable {
    public static var never: TextInputAutocapitalization { fatalError() }
    public static var words: TextInputAutocapitalization { fatalError() }
    public static var sentences: TextInputAutocapitalization { fatalError() }
    public static var characters: TextInputAutocapitalization { fatalError() }
}

@available(iOS 15.0, *)
extension View {
    /// Sets the submit label for this view.
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { fatalError() }

    /// Adds an action to perform when the user submits a value to this view.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping (() -> Void)) -> some View { fatalError() }

    /// Prevents submission triggers originating from this view to invoke
    /// a submission action configured by a submission modifier higher up
    /// in the view hierarchy.
    nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View { fatalError() }

    /// Sets how often the shift key in the keyboard is automatically enabled.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    /// Sets whether to disable autocorrection for this view.
    nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { fatalError() }

    /// Sets whether to disable autocorrection for this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { fatalError() }
}

#if canImport(UIKit)
@available(iOS 15.0, *)
extension TextInputAutocapitalization {
    /// Creates a new `TextInputAutocapitalization` struct from a
    /// `UITextAutocapitalizationType` enum.
    public init?(_ type: UITextAutocapitalizationType) { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    /// Sets the keyboard type for this view.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { fatalError() }

    /// Sets whether to apply auto-capitalization to this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { fatalError() }
}
#endif
