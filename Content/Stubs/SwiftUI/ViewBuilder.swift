// The result builder behind every `@ViewBuilder` closure and `body`.
//
// As in Apple's SDK (iOS 17 SDK and later): `buildBlock()` and `buildBlock(_:)` for zero and one child,
// and one parameter-pack overload for any number of children, available from iOS 13 like the builder
// itself (Apple's page for it says "iOS 13.0+"; the fixed-arity overloads of older SDKs are gone).

/// A custom parameter attribute that constructs views from closures.
@available(iOS 13.0, *)
@resultBuilder
public struct ViewBuilder {
    /// Builds an expression within the builder.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { fatalError() }

    /// Builds an empty view from a block containing no statements.
    public static func buildBlock() -> EmptyView { fatalError() }

    /// Passes a single view written as a child view through unmodified.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
}

@available(iOS 13.0, *)
extension ViewBuilder {
    /// Provides support for "if" statements in multi-statement closures,
    /// producing an optional view that is visible only when the condition
    /// evaluates to `true`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }

    /// Provides support for "if" statements in multi-statement closures,
    /// producing conditional content for the "then" branch.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }

    /// Provides support for "if-else" statements in multi-statement closures,
    /// producing conditional content for the "else" branch.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
}

@available(iOS 14.0, *)
extension ViewBuilder {
    /// Processes view content for a conditional compiler-control
    /// statement that performs an availability check.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

@available(iOS 13.0, *)
extension ViewBuilder {
    /// Builds a block of any number of child views.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
}
