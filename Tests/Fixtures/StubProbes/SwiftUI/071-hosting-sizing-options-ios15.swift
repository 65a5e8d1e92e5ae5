// ios: 15.0
// expect: error: 'sizingOptions' is only available in iOS 16.0 or newer
import SwiftUI
import UIKit

@MainActor
func configureHost(_ host: UIHostingController<Text>) {
    host.sizingOptions = .intrinsicContentSize
}
