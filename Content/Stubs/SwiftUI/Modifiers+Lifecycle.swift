// Lifecycle and event modifiers: onAppear/onDisappear, task, refreshable, onChange.

@available(iOS 13.0, *)
extension View {
    /// Adds an action to perform before this view appears.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { fatalError() }

    /// Adds an action to perform after this view disappears.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { fatalError() }
}

@available(iOS 15.0, *)
extension View {
    /// Adds an asynchronous task to perform before this view appears.
    nonisolated public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View { fatalError() }

    /// Adds a task to perform before this view appears or when a specified
    /// value changes.
    nonisolated public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void) -> some View { fatalError() }

    /// Marks this view as refreshable.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { fatalError() }
}

@available(iOS 14.0, *)
extension View {
    /// Adds an action to perform when the given value changes.
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { fatalError() }
}

@available(iOS 17.0, *)
extension View {
    /// Adds a modifier for this view that fires an action when a specific
    /// value changes.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { fatalError() }

    /// Adds a modifier for this view that fires an action when a specific
    /// value changes.
    nonisolated public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { fatalError() }
}

@available(iOS 13.0, *)
extension View {
    /// Adds an action to perform when the user opens a URL.
    @available(iOS 14.0, *)
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { fatalError() }
}
