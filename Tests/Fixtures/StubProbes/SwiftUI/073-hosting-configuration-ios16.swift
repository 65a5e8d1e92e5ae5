// ios: 16.0
// expect: pass
import SwiftUI
import UIKit

@MainActor
func makeConfiguration(title: String) -> some UIContentConfiguration {
    UIHostingConfiguration {
        HStack {
            Image(systemName: "star")
            Text(title)
        }
    }
    .margins(.horizontal, 16)
    .background(.thinMaterial)
}
