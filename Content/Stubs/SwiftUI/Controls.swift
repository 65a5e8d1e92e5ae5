// Input controls: Toggle, TextField, SecureField, Picker, ProgressView, Slider,
// Stepper, DatePicker, Menu, Link, ShareLink-free basics.

/// A control that toggles between on and off states.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct Toggle<Label: View>: View {
    /// Creates a toggle that displays a custom label.
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: some View { fatalError() }
}

@available(iOS 13.0, *)
extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }
    /// Creates a toggle that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { fatalError() }
}

@available(iOS 14.0, *)
extension Toggle where Label == SwiftUI.Label<Text, Image> {
    /// Creates a toggle with a system image that generates its label from a
    /// localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) { fatalError() }
}

/// A type that applies a custom appearance to all toggles within a view.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency
    func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle instance.
@available(iOS 13.0, *)
public struct ToggleStyleConfiguration {
    public struct Label: View { public typealias Body = Never }
    public let label: ToggleStyleConfiguration.Label
    @Binding public var isOn: Bool
}

@available(iOS 13.0, *)
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: DefaultToggleStyle.Configuration) -> some View { fatalError() }
}

@available(iOS 13.0, *)
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) { fatalError() }
    public func makeBody(configuration: SwitchToggleStyle.Configuration) -> some View { fatalError() }
}

@available(iOS 15.0, *)
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: ButtonToggleStyle.Configuration) -> some View { fatalError() }
}

@available(iOS 13.0, *)
extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { fatalError() }
}

@available(iOS 13.0, *)
extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { fatalError() }
}

@available(iOS 15.0, *)
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    /// Sets the style for toggles in a view hierarchy.
    nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { fatalError() }
}

/// A control that displays an editable text interface.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct TextField<Label: View>: View {
    public var body: some View { fatalError() }
}

@available(iOS 13.0, *)
extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }

    /// Creates a text field with a text label generated from a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) { fatalError() }

    /// Creates a text field with a preferred axis and a text label generated
    /// from a localized title string.
    @available(iOS 16.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) { fatalError() }

    /// Creates a text field with a preferred axis and a text label generated
    /// from a title string.
    @available(iOS 16.0, *)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) { fatalError() }

    /// Creates a text field with a text label generated from a localized title
    /// string and a prompt.
    @available(iOS 15.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { fatalError() }

    /// Creates a text field with a text label generated from a title string and
    /// a prompt.
    @available(iOS 15.0, *)
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) { fatalError() }

    /// Creates a text field with a preferred axis, a text label generated from
    /// a localized title string, and a prompt.
    @available(iOS 16.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) { fatalError() }

    /// Creates a text field that applies a format style to a bound value, with
    /// a label generated from a localized title string.
    @available(iOS 15.0, *)
    nonisolated public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String { fatalError() }

    /// Creates a text field with a text label generated from a localized title string.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter.")
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void) { fatalError() }
}

@available(iOS 15.0, *)
extension TextField {
    /// Creates a text field with a prompt generated from a `Text`.
    nonisolated public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) { fatalError() }
}

/// A control into which people securely enter private text.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct SecureField<Label: View>: View {
    public var body: some View { fatalError() }
}

@available(iOS 13.0, *)
extension SecureField where Label == Text {
    /// Creates a secure field with a text label generated from a localized title string.
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
    /// Creates a secure field with a text label generated from a title string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) { fatalError() }
    /// Creates a secure field with a prompt.
    @available(iOS 15.0, *)
    nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    /// Sets the style for text fields within this view.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { fatalError() }
}

/// A specification for the appearance and interaction of a text field.
@available(iOS 13.0, *)
public protocol TextFieldStyle {}

@available(iOS 13.0, *)
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
@available(iOS 13.0, *)
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
@available(iOS 13.0, *)
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

@available(iOS 13.0, *)
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { fatalError() } }
@available(iOS 13.0, *)
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { fatalError() } }
@available(iOS 13.0, *)
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { fatalError() } }

/// A control for selecting from a set of mutually exclusive values.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    /// Creates a picker that displays a custom label.
    nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: some View { fatalError() }
}

@available(iOS 13.0, *)
extension Picker where Label == Text {
    /// Creates a picker that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }
    /// Creates a picker that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }
}

/// A type that specifies the appearance and interaction of all pickers within
/// a view hierarchy.
@available(iOS 13.0, *)
public protocol PickerStyle {}

@available(iOS 13.0, *)
public struct DefaultPickerStyle: PickerStyle { public init() {} }
@available(iOS 13.0, *)
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
@available(iOS 13.0, *)
public struct WheelPickerStyle: PickerStyle { public init() {} }
@available(iOS 14.0, *)
public struct MenuPickerStyle: PickerStyle { public init() {} }
@available(iOS 16.0, *)
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }
@available(iOS 17.0, *)
public struct PalettePickerStyle: PickerStyle { public init() {} }

@available(iOS 13.0, *)
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { fatalError() } }
@available(iOS 13.0, *)
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { fatalError() } }
@available(iOS 13.0, *)
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { fatalError() } }
@available(iOS 14.0, *)
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { fatalError() } }
@available(iOS 16.0, *)
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { fatalError() } }
@available(iOS 17.0, *)
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { fatalError() } }

@available(iOS 13.0, *)
extension View {
    /// Sets the style for pickers within this view.
    nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { fatalError() }
}

/// A view that shows the progress toward completion of a task.
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public var body: some View { fatalError() }
}

@available(iOS 14.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for showing indeterminate progress, without a label.
    nonisolated public init() where Label == EmptyView { fatalError() }
    /// Creates a progress view for showing indeterminate progress that displays
    /// a custom label.
    nonisolated public init(@ViewBuilder label: () -> Label) { fatalError() }
    /// Creates a progress view for showing indeterminate progress that
    /// generates its label from a localized string.
    nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text { fatalError() }
    /// Creates a progress view for showing indeterminate progress that
    /// generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S) where Label == Text { fatalError() }
}

@available(iOS 14.0, *)
extension ProgressView {
    /// Creates a progress view for showing determinate progress.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView { fatalError() }
    /// Creates a progress view for showing determinate progress, with a
    /// custom label.
    nonisolated public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) where CurrentValueLabel == EmptyView { fatalError() }
    /// Creates a progress view for showing determinate progress that generates
    /// its label from a localized string.
    nonisolated public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView { fatalError() }
    /// Creates a progress view for showing determinate progress that generates
    /// its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView { fatalError() }
}

/// A type that applies standard interaction behavior to all progress views
/// within a view hierarchy.
@available(iOS 14.0, *)
public protocol ProgressViewStyle {}

@available(iOS 14.0, *)
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
@available(iOS 14.0, *)
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {} ; @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.") public init(tint: Color) { fatalError() } }
@available(iOS 14.0, *)
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} ; @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.") public init(tint: Color) { fatalError() } }

@available(iOS 14.0, *)
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { fatalError() } }
@available(iOS 14.0, *)
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { fatalError() } }
@available(iOS 14.0, *)
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { fatalError() } }

@available(iOS 14.0, *)
extension View {
    /// Sets the style for progress views in this view.
    nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { fatalError() }
}

/// A control for selecting a value from a bounded linear range of values.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct Slider<Label: View, ValueLabel: View>: View {
    public var body: some View { fatalError() }
}

@available(iOS 13.0, *)
extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider to select a value from a given range.
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint { fatalError() }
    /// Creates a slider to select a value from a given range, subject to a step
    /// increment.
    nonisolated public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint { fatalError() }
}

/// A control that performs increment and decrement actions.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct Stepper<Label: View>: View {
    /// Creates a stepper configured to increment or decrement a binding to a
    /// value using a step value you provide.
    nonisolated public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) { fatalError() }
    /// Creates a stepper configured to increment or decrement a binding to a
    /// value using a step value and within a range of values you provide.
    nonisolated public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) { fatalError() }
    public var body: some View { fatalError() }
}

@available(iOS 13.0, *)
extension Stepper where Label == Text {
    /// Creates a stepper with a title key and configured to increment and
    /// decrement a binding to a value and step amount you provide.
    nonisolated public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) { fatalError() }
    /// Creates a stepper with a title key and configured to increment and
    /// decrement a binding to a value and step amount you provide, limited to
    /// a range.
    nonisolated public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) { fatalError() }
}

/// A control for selecting an absolute date.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public struct DatePicker<Label: View>: View {
    /// The components of a date to display and edit.
    public struct Components: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var hourAndMinute: DatePicker<Label>.Components { fatalError() }
        public static var date: DatePicker<Label>.Components { fatalError() }
        public typealias Element = DatePicker<Label>.Components
        public typealias ArrayLiteralElement = DatePicker<Label>.Components
        public typealias RawValue = UInt
    }
    /// Creates an instance that selects a `Date` with an unbounded range.
    nonisolated public init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) { fatalError() }
    public var body: some View { fatalError() }
}

@available(iOS 13.0, *)
extension DatePicker where Label == Text {
    /// Creates an instance that selects a `Date` with an unbounded range.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { fatalError() }
    /// Creates an instance that selects a `Date` in a closed range.
    nonisolated public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) { fatalError() }
}

/// A control for presenting a menu of actions.
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct Menu<Label: View, Content: View>: View {
    /// Creates a menu with a custom label.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: some View { fatalError() }
}

@available(iOS 14.0, *)
extension Menu where Label == Text {
    /// Creates a menu that generates its label from a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    /// Creates a menu that generates its label from a string.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }
}

/// A control for navigating to a URL.
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct Link<Label: View>: View {
    /// Creates a control, consisting of a URL and a label, used to navigate
    /// to the given URL.
    nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) { fatalError() }
    public var body: some View { fatalError() }
}

@available(iOS 14.0, *)
extension Link where Label == Text {
    /// Creates a control, consisting of a URL and a title key, used to
    /// navigate to a URL.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) { fatalError() }
    /// Creates a control, consisting of a URL and a title string, used to
    /// navigate to a URL.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: URL) { fatalError() }
}
