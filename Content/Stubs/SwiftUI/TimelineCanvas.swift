// TimelineView and its schedules, Canvas and GraphicsContext (iOS 15), as far
// as the common drawing calls go.

/// A type that provides a sequence of dates for use as a schedule.
@available(iOS 15.0, *)
public protocol TimelineSchedule {
    /// An alias for the timeline schedule update mode.
    typealias Mode = TimelineScheduleMode
    /// The sequence of dates within a schedule.
    associatedtype Entries: Sequence where Self.Entries.Element == Date
    /// Provides a sequence of dates starting around a given date.
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// A mode of operation for timeline schedule updates.
@available(iOS 15.0, *)
public enum TimelineScheduleMode: Sendable {
    /// A mode that produces schedule updates at the schedule's natural cadence.
    case normal
    /// A mode that produces schedule updates at a reduced rate.
    case lowFrequency
}

/// A schedule for updating a timeline view at regular intervals.
@available(iOS 15.0, *)
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The sequence of dates in periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        public mutating func next() -> Date? { fatalError() }
    }
    /// Creates a periodic update schedule.
    public init(from startDate: Date, by interval: TimeInterval) { fatalError() }
    /// Provides a sequence of periodic dates starting from around a given date.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries { fatalError() }
}

/// A schedule for updating a timeline view at the start of every minute.
@available(iOS 15.0, *)
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The sequence of dates in an every minute schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        public mutating func next() -> Date? { fatalError() }
    }
    /// Creates a per-minute update schedule.
    public init() {}
    /// Provides a sequence of per-minute dates starting from a given date.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> EveryMinuteTimelineSchedule.Entries { fatalError() }
}

@available(iOS 15.0, *)
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule { fatalError() }
}

/// A view that updates according to a schedule that you provide.
@available(iOS 15.0, *)
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// Information passed to a timeline view's content callback.
    public struct Context {
        /// The date from the schedule that triggered the current view update.
        public var date: Date { fatalError() }
    }
}

@available(iOS 15.0, *)
extension TimelineView: View where Content: View {
    public typealias Body = Never
    /// Creates a new timeline view that uses the given schedule.
    nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineView<EveryMinuteTimelineSchedule, Never>.Context) -> Content) { fatalError() }
}

/// An immediate mode drawing destination, and its current state.
@available(iOS 15.0, *)
@frozen
public struct GraphicsContext {
    /// A color or pattern that you can use to outline or fill a path.
    public struct Shading {
        /// Returns a shading instance that fills with a color.
        public static func color(_ color: Color) -> GraphicsContext.Shading { fatalError() }
        /// Returns a shading instance that fills with the given shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> GraphicsContext.Shading { fatalError() }
    }
    /// Draws a path into the context and fills the outlined region.
    public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) { fatalError() }
    /// Draws a path into the context with a specified stroke style.
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) { fatalError() }
    /// Draws a path into the context with a specified line width.
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) { fatalError() }
}

/// A view type that supports immediate mode drawing.
@available(iOS 15.0, *)
public struct Canvas<Symbols: View>: View {
    /// A Boolean that indicates whether the canvas can present its contents to
    /// its parent view asynchronously.
    public var rendersAsynchronously: Bool { get { fatalError() } set { fatalError() } }
    public typealias Body = Never
}

@available(iOS 15.0, *)
extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas.
    nonisolated public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) { fatalError() }
}
