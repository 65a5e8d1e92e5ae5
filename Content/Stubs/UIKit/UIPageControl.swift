import Foundation
import UIKit

// MARK: - UIPageControl

extension UIPageControl {
    @available(iOS 14.0, *)
    @objc(UIPageControlInteractionState)
    public enum InteractionState: Int, @unchecked Sendable {
        case none = 0, discrete = 1, continuous = 2
    }

    @available(iOS 14.0, *)
    @objc(UIPageControlBackgroundStyle)
    public enum BackgroundStyle: Int, @unchecked Sendable {
        case automatic = 0, prominent = 1, minimal = 2
    }

    @available(iOS 16.0, *)
    @objc(UIPageControlDirection)
    public enum Direction: Int, @unchecked Sendable {
        case natural = 0, leftToRight = 1, rightToLeft = 2, topToBottom = 3, bottomToTop = 4
    }

    @available(iOS 17.0, *)
    @objc open var progress: UIPageControlProgress? { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    @objc open var backgroundStyle: UIPageControl.BackgroundStyle { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    @objc open var direction: UIPageControl.Direction { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    @objc open var interactionState: UIPageControl.InteractionState { fatalError() }
    @available(iOS 14.0, *)
    @objc open var allowsContinuousInteraction: Bool { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    @objc open var preferredIndicatorImage: UIImage? { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    @objc open func indicatorImage(forPage page: Int) -> UIImage? { fatalError() }
    @available(iOS 14.0, *)
    @objc open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { fatalError() }
    @available(iOS 16.0, *)
    @objc open var preferredCurrentPageIndicatorImage: UIImage? { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    @objc open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { fatalError() }
    @available(iOS 16.0, *)
    @objc open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) { fatalError() }
    @objc open func size(forNumberOfPages pageCount: Int) -> CGSize { fatalError() }
    @available(iOS, introduced: 2.0, deprecated: 14.0, message: "defersCurrentPageDisplay no longer does anything reasonable with the new interaction mode.")
    @objc open var defersCurrentPageDisplay: Bool { get { fatalError() } set { } }
    @available(iOS, introduced: 2.0, deprecated: 14.0, message: "updateCurrentPageDisplay no longer does anything reasonable with the new interaction mode.")
    @objc open func updateCurrentPageDisplay() { fatalError() }
}

// MARK: - Page control progress

/// The delegate of a page control progress.
@available(iOS 17.0, *)
@objc public protocol UIPageControlProgressDelegate: NSObjectProtocol {
    @objc optional func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float
    @objc optional func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress)
}

/// The progress of a page control's current indicator.
@available(iOS 17.0, *)
open class UIPageControlProgress: NSObject {
    public override init() { fatalError() }
    weak open var delegate: (any UIPageControlProgressDelegate)? { get { fatalError() } set { } }
    open var currentProgress: Float { get { fatalError() } set { } }
    open var isProgressVisible: Bool { fatalError() }
}

/// The delegate of a timer progress.
@available(iOS 17.0, *)
@objc public protocol UIPageControlTimerProgressDelegate: UIPageControlProgressDelegate {
    @objc optional func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress)
    @objc optional func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool
}

/// A page control progress driven by a timer.
@available(iOS 17.0, *)
open class UIPageControlTimerProgress: UIPageControlProgress {
    public init(preferredDuration: TimeInterval) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    open var resetsToInitialPageAfterEnd: Bool { get { fatalError() } set { } }
    open var isRunning: Bool { fatalError() }
    open func resumeTimer() { fatalError() }
    open func pauseTimer() { fatalError() }
    open var preferredDuration: TimeInterval { get { fatalError() } set { } }
    open func setDuration(_ duration: TimeInterval, forPage page: Int) { fatalError() }
    open func duration(forPage page: Int) -> TimeInterval { fatalError() }
}
