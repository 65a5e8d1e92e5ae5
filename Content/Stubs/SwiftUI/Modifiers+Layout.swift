// Layout modifiers: padding, frames, offsets, safe areas, relative frames.

@available(iOS 13.0, *)
extension View {
    /// Adds a different padding amount to each edge of this view.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { fatalError() }

    /// Adds an equal padding amount to specific edges of this view.
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }

    /// Adds a specific padding amount to each edge of this view.
    nonisolated public func padding(_ length: CGFloat) -> some View { fatalError() }

    /// Positions this view within an invisible frame with the specified size.
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }

    /// Positions this view within an invisible frame.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    nonisolated public func frame() -> some View { fatalError() }

    /// Positions this view within an invisible frame having the specified size constraints.
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { fatalError() }

    /// Fixes this view at its ideal size in the specified dimensions.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { fatalError() }

    /// Fixes this view at its ideal size.
    nonisolated public func fixedSize() -> some View { fatalError() }

    /// Sets the priority by which a parent layout should apportion space to this child.
    nonisolated public func layoutPriority(_ value: Double) -> some View { fatalError() }

    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    nonisolated public func offset(_ offset: CGSize) -> some View { fatalError() }

    /// Offset this view by the specified horizontal and vertical distances.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }

    /// Positions the center of this view at the specified point in its parent's coordinate space.
    nonisolated public func position(_ position: CGPoint) -> some View { fatalError() }

    /// Positions the center of this view at the specified coordinates in its parent's coordinate space.
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }

    /// Controls the display order of overlapping views.
    nonisolated public func zIndex(_ value: Double) -> some View { fatalError() }

    /// Sets the view's horizontal alignment.
    nonisolated public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { fatalError() }

    /// Sets the view's vertical alignment.
    nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View { fatalError() }

    /// Assigns a name to the view's coordinate space, so other code can operate
    /// on dimensions like points and sizes relative to the named space.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "coordinateSpace(_:)")
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View { fatalError() }

    /// Assigns a name to the view's coordinate space.
    @available(iOS 17.0, *)
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { fatalError() }

    /// Expands the safe area of a view.
    @available(iOS 14.0, *)
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { fatalError() }

    /// Changes the view's proposed area to extend outside the screen's safe areas.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use ignoresSafeArea(_:edges:) instead.")
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { fatalError() }

    /// Shows the specified content beside the modified view.
    @available(iOS 15.0, *)
    nonisolated public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View { fatalError() }

    /// Shows the specified content beside the modified view.
    @available(iOS 15.0, *)
    nonisolated public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View { fatalError() }

    /// Adds the provided insets into the safe area of this view.
    @available(iOS 17.0, *)
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View { fatalError() }

    /// Adds the provided insets into the safe area of this view.
    @available(iOS 17.0, *)
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { fatalError() }

    /// Adds the provided insets into the safe area of this view.
    @available(iOS 17.0, *)
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View { fatalError() }

    /// Positions this view within an invisible frame with a size relative
    /// to the nearest container.
    @available(iOS 17.0, *)
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { fatalError() }

    /// Positions this view within an invisible frame with a size relative
    /// to the nearest container.
    @available(iOS 17.0, *)
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View { fatalError() }

    /// Positions this view within an invisible frame with a size relative
    /// to the nearest container.
    @available(iOS 17.0, *)
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View { fatalError() }
}
