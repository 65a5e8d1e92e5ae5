// ios: 16.4
// expect: pass
import SwiftUI
import UIKit

@MainActor
func configureHost() -> UIHostingController<Text> {
    let host = UIHostingController(rootView: Text("Hola"))
    host.safeAreaRegions = []
    host.sizingOptions = [.intrinsicContentSize]
    return host
}
