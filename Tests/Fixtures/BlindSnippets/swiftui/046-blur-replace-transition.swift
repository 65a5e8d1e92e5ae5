// ios: 17
// expect: pass
// topic: Swapping a summary and details with the blurReplace transition
// apis: transition(.blurReplace), BlurReplaceTransition.Configuration.upUp, withAnimation(.smooth)
// source: https://developer.apple.com/documentation/swiftui/transition/blurreplace
import SwiftUI

struct WeatherCard: View {
    @State private var showDetails = false

    var body: some View {
        VStack(spacing: 12) {
            if showDetails {
                VStack {
                    Text("Humidity 62%")
                    Text("Wind 14 km/h")
                }
                .transition(.blurReplace)
            } else {
                Text("18°")
                    .font(.system(size: 72, weight: .thin))
                    .transition(.blurReplace(.upUp))
            }
            Button(showDetails ? "Hide details" : "Show details") {
                withAnimation(.smooth) { showDetails.toggle() }
            }
        }
        .padding()
    }
}
