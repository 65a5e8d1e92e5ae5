// ios: 15.0
// expect: error: 'UIHostingConfiguration' is only available in iOS 16.0 or newer
import SwiftUI
import UIKit

@MainActor
func makeConfiguration() -> any UIContentConfiguration {
    UIHostingConfiguration {
        Text("Fila")
    }
}
