// ios: 16.0
// expect: error: 'safeAreaRegions' is only available in iOS 16.4 or newer
import SwiftUI
import UIKit

@MainActor
func configureHost() -> UIHostingController<Text> {
    let host = UIHostingController(rootView: Text("Hola"))
    host.safeAreaRegions = []
    return host
}
