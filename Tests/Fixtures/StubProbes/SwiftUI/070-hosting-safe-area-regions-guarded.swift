// ios: 15.0
// expect: pass
import SwiftUI
import UIKit

@MainActor
func configureHost(_ host: UIHostingController<AnyView>) {
    if #available(iOS 16.4, *) {
        host.safeAreaRegions = .keyboard
    }
    if #available(iOS 16.0, *) {
        host.sizingOptions = .preferredContentSize
    }
    host.rootView = AnyView(Text("Actualizado"))
}
