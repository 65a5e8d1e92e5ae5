// SwiftUI animations driving UIKit views (iOS 18), declared by SwiftUI's UIKit
// overlay.

#if canImport(UIKit)
@available(iOS 18.0, *)
extension UIView {
    /// Animates changes to one or more views using the specified SwiftUI
    /// animation.
    @MainActor @preconcurrency
    public static func animate(_ animation: Animation, changes: () -> Void, completion: (() -> Void)? = nil) { fatalError() }
}
#endif
