// App, Scene, WindowGroup and SceneBuilder (iOS 14), plus PreviewProvider.

/// A type that represents the structure and behavior of an app.
@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene
    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency
    init()
}

@available(iOS 14.0, *)
extension App {
    /// Initializes and runs the app.
    @MainActor @preconcurrency
    public static func main() { fatalError() }
}

/// A part of an app's user interface with a life cycle managed by the system.
@available(iOS 14.0, *)
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene
    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

@available(iOS 14.0, *)
extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single
/// composite scene.
@available(iOS 14.0, *)
@resultBuilder
public struct SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<C0: Scene, C1: Scene>(_ c0: C0, _ c1: C1) -> _TupleScene<(C0, C1)> { fatalError() }
    public static func buildBlock<C0: Scene, C1: Scene, C2: Scene>(_ c0: C0, _ c1: C1, _ c2: C2) -> _TupleScene<(C0, C1, C2)> { fatalError() }
}

/// A scene built from a tuple of scenes.
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct _TupleScene<T>: Scene {
    public var body: Never { fatalError() }
}

/// A scene that presents a group of identically structured windows.
@available(iOS 14.0, *)
@MainActor @preconcurrency
public struct WindowGroup<Content: View>: Scene {
    /// Creates a window group.
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(makeContent:)", message: "Use the initializer which takes an escaping view builder instead.")
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
    /// Creates a window group with a localized text view title.
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(_:makeContent:)", message: "Use the initializer which takes an escaping view builder instead.")
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    /// Creates a window group with an identifier.
    @available(iOS, introduced: 14.0, deprecated: 18.0, renamed: "init(id:makeContent:)", message: "Use the initializer which takes an escaping view builder instead.")
    nonisolated public init(id: String, @ViewBuilder content: () -> Content) { fatalError() }
    public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
extension Scene {
    /// Sets the environment value of the specified key path to the given value.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene { self }

    /// Adds an action to perform when the given value changes.
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene { self }
}

@available(iOS 17.0, *)
extension Scene {
    /// Places an observable object in the scene's environment.
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { self }

    /// Adds an action to perform when the given value changes.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some Scene { self }

    /// Adds an action to perform when the given value changes.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene { self }
}

/// A type that produces view previews in Xcode.
@available(iOS 13.0, *)
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type to use for the collection of previews.
    associatedtype Previews: View
    /// A collection of views to preview.
    @ViewBuilder @MainActor @preconcurrency
    static var previews: Self.Previews { get }
}

#if canImport(UIKit)
/// A property wrapper type that you use to create a UIKit app delegate.
@available(iOS 14.0, *)
@MainActor @preconcurrency
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    /// Creates a UIKit app delegate adaptor.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { fatalError() }
    /// The underlying app delegate.
    public var wrappedValue: DelegateType { fatalError() }
}

@available(iOS 14.0, *)
extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Creates a UIKit app delegate adaptor using a delegate that's an
    /// observable object.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) { fatalError() }
    /// A projection of the observed object that creates bindings to its
    /// properties using dynamic member lookup.
    public var projectedValue: ObservedObject<DelegateType>.Wrapper { fatalError() }
}
#endif
