// Modal presentations: sheet, fullScreenCover, popover, alert, confirmationDialog,
// the legacy Alert/ActionSheet values, and the iOS 16 sheet-presentation modifiers.
// The data-driven `item:` / `error:` overloads are in Presentation+DataDriven.swift.

@available(iOS 13.0, *)
extension View {
    /// Presents a sheet when a binding to a Boolean value that you provide is true.
    nonisolated public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { fatalError() }

    /// Presents a sheet using the given item as a data source for the sheet's content.
    nonisolated public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { fatalError() }

    /// Presents a modal view that covers as much of the screen as possible when
    /// binding to a Boolean value you provide is true.
    @available(iOS 14.0, *)
    nonisolated public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { fatalError() }

    /// Presents a modal view that covers as much of the screen as possible using
    /// the binding you provide as a data source for the sheet's content.
    @available(iOS 14.0, *)
    nonisolated public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { fatalError() }

    /// Presents a popover when a given condition is true.
    nonisolated public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View { fatalError() }

    /// Presents a popover using the given item as a data source for the
    /// popover's content.
    nonisolated public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content) -> some View { fatalError() }

    /// Conditionally prevents interactive dismissal of presentations like
    /// popovers, sheets, and inspectors.
    @available(iOS 15.0, *)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { fatalError() }
}

/// An attachment anchor for a popover.
@available(iOS 13.0, *)
public enum PopoverAttachmentAnchor {
    /// The anchor point for the popover relative to the source's frame.
    case rect(Anchor<CGRect>.Source)
    /// The anchor point for the popover expressed as a unit point that
    /// describes possible alignments relative to a SwiftUI view.
    case point(UnitPoint)
}

@available(iOS 13.0, *)
extension Anchor.Source where Value == CGRect {
    /// The bounds of the view the anchor is attached to.
    public static var bounds: Anchor<CGRect>.Source { fatalError() }
    /// An anchor source for a rectangle.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    /// Presents an alert, using a localized string key as a title.
    @available(iOS 15.0, *)
    nonisolated public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { fatalError() }

    /// Presents an alert with a message, using a localized string key as a title.
    @available(iOS 15.0, *)
    nonisolated public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { fatalError() }

    /// Presents an alert using data to produce the content, using a localized string key as a title.
    @available(iOS 15.0, *)
    nonisolated public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { fatalError() }

    /// Presents an alert with a message using data to produce the content, using a localized string key as a title.
    @available(iOS 15.0, *)
    nonisolated public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { fatalError() }

    /// Presents an alert, using a string variable as a title.
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { fatalError() }

    /// Presents an alert with a message, using a string variable as a title.
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { fatalError() }

    /// Presents an alert using data to produce the content, using a string variable as a title.
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { fatalError() }

    /// Presents an alert with a message using data to produce the content, using a string variable as a title.
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { fatalError() }

    /// Presents an alert, using a text view as a title.
    @available(iOS 15.0, *)
    nonisolated public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { fatalError() }

    /// Presents an alert with a message, using a text view as a title.
    @available(iOS 15.0, *)
    nonisolated public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { fatalError() }

    /// Presents an alert using data to produce the content, using a text view as a title.
    @available(iOS 15.0, *)
    nonisolated public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { fatalError() }

    /// Presents an alert with a message using data to produce the content, using a text view as a title.
    @available(iOS 15.0, *)
    nonisolated public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { fatalError() }

    /// Presents an alert when an error is present.
    @available(iOS 15.0, *)
    nonisolated public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A) -> some View { fatalError() }

    /// Presents an alert with a message when an error is present.
    @available(iOS 15.0, *)
    nonisolated public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M) -> some View { fatalError() }

    /// Presents an alert to the user.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { fatalError() }

    /// Presents an alert to the user.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    /// Presents a confirmation dialog, using a localized string key as a title.
    @available(iOS 15.0, *)
    nonisolated public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { fatalError() }

    /// Presents a confirmation dialog with a message, using a localized string key as a title.
    @available(iOS 15.0, *)
    nonisolated public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { fatalError() }

    /// Presents a confirmation dialog using data to produce the content, using a localized string key as a title.
    @available(iOS 15.0, *)
    nonisolated public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { fatalError() }

    /// Presents a confirmation dialog with a message using data to produce the content, using a localized string key as a title.
    @available(iOS 15.0, *)
    nonisolated public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { fatalError() }

    /// Presents a confirmation dialog, using a string variable as a title.
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { fatalError() }

    /// Presents a confirmation dialog with a message, using a string variable as a title.
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { fatalError() }

    /// Presents a confirmation dialog using data to produce the content, using a string variable as a title.
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { fatalError() }

    /// Presents a confirmation dialog with a message using data to produce the content, using a string variable as a title.
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { fatalError() }

    /// Presents a confirmation dialog, using a text view as a title.
    @available(iOS 15.0, *)
    nonisolated public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { fatalError() }

    /// Presents a confirmation dialog with a message, using a text view as a title.
    @available(iOS 15.0, *)
    nonisolated public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { fatalError() }

    /// Presents a confirmation dialog using data to produce the content, using a text view as a title.
    @available(iOS 15.0, *)
    nonisolated public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { fatalError() }

    /// Presents a confirmation dialog with a message using data to produce the content, using a text view as a title.
    @available(iOS 15.0, *)
    nonisolated public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { fatalError() }

    /// Presents an action sheet when a given condition is true.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { fatalError() }

    /// Presents an action sheet using the given item as a data source for the
    /// sheet's content.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
    nonisolated public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View { fatalError() }
}

/// A representation of an alert presentation.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use View.alert(_:isPresented:presenting:actions:) instead.")
public struct Alert {
    /// Creates an alert with one button.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) { fatalError() }

    /// Creates an alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) { fatalError() }

    /// A button representing an operation of an alert presentation.
    public struct Button {
        /// Creates an alert button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { fatalError() }
        /// Creates an alert button that indicates cancellation, with a custom label.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { fatalError() }
        /// Creates an alert button that indicates cancellation, with a
        /// system-provided label.
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { fatalError() }
        /// Creates an alert button with a style that indicates a destructive action.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { fatalError() }
    }
}

/// A representation of an action sheet presentation.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead.")
public struct ActionSheet {
    /// Creates an action sheet with the provided buttons.
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) { fatalError() }
    /// A button representing an operation of an action sheet presentation.
    public typealias Button = Alert.Button
}

/// A type that represents a height where a sheet naturally rests.
@available(iOS 16.0, *)
public struct PresentationDetent: Hashable, Sendable {
    /// The system detent for a sheet that's approximately half the height of
    /// the screen, and is inactive in compact height.
    public static let medium: PresentationDetent = { fatalError() }()
    /// The system detent for a sheet at full height.
    public static let large: PresentationDetent = { fatalError() }()
    /// A custom detent with the specified fractional height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { fatalError() }
    /// A custom detent with the specified height.
    public static func height(_ height: CGFloat) -> PresentationDetent { fatalError() }
    /// A custom detent with a calculated height.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent { fatalError() }

    /// Information that you use to calculate the presentation's height.
    @MainActor @preconcurrency
    @dynamicMemberLookup
    public struct Context {
        /// The height that the presentation appears in.
        public var maxDetentValue: CGFloat { fatalError() }
        /// Returns the value specified by the keyPath from the environment.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { fatalError() }
    }
}

/// The definition of a custom detent with a calculated height.
@available(iOS 16.0, *)
public protocol CustomPresentationDetent {
    /// Calculates and returns a height based on the context.
    static func height(in context: Self.Context) -> CGFloat?
}

@available(iOS 16.0, *)
extension CustomPresentationDetent {
    /// Information that you use to calculate the presentation's height.
    public typealias Context = PresentationDetent.Context
}

/// The kinds of interaction available to views behind a presentation.
@available(iOS 16.4, *)
public struct PresentationBackgroundInteraction: Sendable {
    public static var automatic: PresentationBackgroundInteraction { fatalError() }
    public static var enabled: PresentationBackgroundInteraction { fatalError() }
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { fatalError() }
    public static var disabled: PresentationBackgroundInteraction { fatalError() }
}

/// Strategies for adapting a presentation to a different size class.
@available(iOS 16.4, *)
public struct PresentationAdaptation: Sendable {
    public static var automatic: PresentationAdaptation { fatalError() }
    public static var none: PresentationAdaptation { fatalError() }
    public static var popover: PresentationAdaptation { fatalError() }
    public static var sheet: PresentationAdaptation { fatalError() }
    public static var fullScreenCover: PresentationAdaptation { fatalError() }
}

/// A behavior that you can use to influence how a presentation responds to
/// swipe gestures.
@available(iOS 16.4, *)
public struct PresentationContentInteraction: Equatable, Sendable {
    public static var automatic: PresentationContentInteraction { fatalError() }
    public static var resizes: PresentationContentInteraction { fatalError() }
    public static var scrolls: PresentationContentInteraction { fatalError() }
}

@available(iOS 16.0, *)
extension View {
    /// Sets the available detents for the enclosing sheet.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { fatalError() }

    /// Sets the available detents for the enclosing sheet, giving you
    /// programmatic control of the currently selected detent.
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { fatalError() }

    /// Sets the visibility of the drag indicator on top of a sheet.
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { fatalError() }

    /// Controls whether people can interact with the view behind a presentation.
    @available(iOS 16.4, *)
    nonisolated public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { fatalError() }

    /// Specifies how to adapt a presentation to compact size classes.
    @available(iOS 16.4, *)
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { fatalError() }

    /// Configures the behavior of swipe gestures on a presentation.
    @available(iOS 16.4, *)
    nonisolated public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { fatalError() }

    /// Requests that the presentation have a specific corner radius.
    @available(iOS 16.4, *)
    nonisolated public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { fatalError() }

    /// Sets the presentation background of the enclosing sheet using a shape style.
    @available(iOS 16.4, *)
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { fatalError() }

    /// Sets the presentation background of the enclosing sheet to a custom view.
    @available(iOS 16.4, *)
    nonisolated public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { fatalError() }
}
