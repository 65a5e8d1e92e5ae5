import Foundation
import UIKit
import CoreGraphics

// From Apple's UISpringLoadedInteraction.h and UISpringLoadedInteractionSupporting.h.

/// The visual state of a spring-loaded interaction.
@objc public enum UISpringLoadedInteractionEffectState: Int, @unchecked Sendable {
    case inactive = 0
    case possible = 1
    case activating = 2
    case activated = 3
}

/// An interaction that activates a view when a drag hovers over it.
@preconcurrency @MainActor
open class UISpringLoadedInteraction: NSObject, UIInteraction {
    public init(interactionBehavior: (any UISpringLoadedInteractionBehavior)?, interactionEffect: (any UISpringLoadedInteractionEffect)?, activationHandler handler: @escaping (UISpringLoadedInteraction, any UISpringLoadedInteractionContext) -> Void) { fatalError() }
    public convenience init(activationHandler handler: @escaping (UISpringLoadedInteraction, any UISpringLoadedInteractionContext) -> Void) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    open var interactionBehavior: any UISpringLoadedInteractionBehavior { fatalError() }
    open var interactionEffect: any UISpringLoadedInteractionEffect { fatalError() }
    // UIInteraction
    open var view: UIView? { fatalError() }
    open func willMove(to view: UIView?) { fatalError() }
    open func didMove(to view: UIView?) { fatalError() }
}

/// Decides when a spring-loaded interaction activates.
@preconcurrency @MainActor
@objc public protocol UISpringLoadedInteractionBehavior: NSObjectProtocol {
    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: any UISpringLoadedInteractionContext) -> Bool
    @objc optional func interactionDidFinish(_ interaction: UISpringLoadedInteraction)
}

/// Styles the view of a spring-loaded interaction.
@preconcurrency @MainActor
@objc public protocol UISpringLoadedInteractionEffect: NSObjectProtocol {
    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: any UISpringLoadedInteractionContext)
}

/// The state of a spring-loaded interaction and its drag.
@preconcurrency @MainActor
@objc public protocol UISpringLoadedInteractionContext: NSObjectProtocol {
    var state: UISpringLoadedInteractionEffectState { get }
    var targetView: UIView? { get set }
    var targetItem: Any? { get set }
    func location(in view: UIView?) -> CGPoint
}

/// An object that can take part in spring loading.
@preconcurrency @MainActor
@objc public protocol UISpringLoadedInteractionSupporting: NSObjectProtocol {
    var isSpringLoaded: Bool { get set }
}

extension UIButton: UISpringLoadedInteractionSupporting {
    @objc open var isSpringLoaded: Bool { get { fatalError() } set { } }
}

extension UIBarButtonItem: UISpringLoadedInteractionSupporting {
    @objc open var isSpringLoaded: Bool { get { fatalError() } set { } }
}

extension UITabBarItem: UISpringLoadedInteractionSupporting {
    @objc open var isSpringLoaded: Bool { get { fatalError() } set { } }
}

extension UITabBar: UISpringLoadedInteractionSupporting {
    @objc open var isSpringLoaded: Bool { get { fatalError() } set { } }
}

extension UISegmentedControl: UISpringLoadedInteractionSupporting {
    @objc open var isSpringLoaded: Bool { get { fatalError() } set { } }
}

extension UIAlertController: UISpringLoadedInteractionSupporting {
    @objc open var isSpringLoaded: Bool { get { fatalError() } set { } }
}

extension UICollectionView: UISpringLoadedInteractionSupporting {
    @objc open var isSpringLoaded: Bool { get { fatalError() } set { } }
}

extension UITableView: UISpringLoadedInteractionSupporting {
    @objc open var isSpringLoaded: Bool { get { fatalError() } set { } }
}

@available(iOS 18.0, *)
extension UITab: UISpringLoadedInteractionSupporting {
    @objc open var isSpringLoaded: Bool { get { fatalError() } set { } }
}
