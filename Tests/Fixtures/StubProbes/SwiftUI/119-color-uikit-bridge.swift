// ios: 15.0
// expect: pass
import SwiftUI
import UIKit

struct Palette: View {
    var body: some View {
        VStack {
            Color(.systemBackground)
            Color(uiColor: .systemRed)
            Color(UIColor.secondarySystemBackground)
            Color("Brand")
            Color(red: 0.2, green: 0.4, blue: 0.6)
            Color(hue: 0.5, saturation: 0.5, brightness: 0.5, opacity: 0.8)
            Color.accentColor
            Color.primary.opacity(0.5)
            Color.mint
        }
    }
}
