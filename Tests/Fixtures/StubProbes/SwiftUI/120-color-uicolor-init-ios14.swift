// ios: 14.0
// expect: error: 'init(uiColor:)' is only available in iOS 15.0 or newer
import SwiftUI
import UIKit

let brand = Color(uiColor: .systemRed)
