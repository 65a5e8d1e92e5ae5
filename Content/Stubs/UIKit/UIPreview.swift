// The `#Preview` macros for UIKit views and view controllers (iOS 17 SDK).
import DeveloperToolsSupport

/// Creates a preview of a UIKit view.
@available(iOS 17.0, *)
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView
) = #externalMacro(module: "PreviewsMacros", type: "UIKitView")

/// Creates a preview of a UIKit view controller.
@available(iOS 17.0, *)
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @PreviewMacroBodyBuilder<UIViewController> body: @escaping @MainActor () -> UIViewController
) = #externalMacro(module: "PreviewsMacros", type: "UIKitViewController")
