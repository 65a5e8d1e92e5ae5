// ios: 15
// expect: pass
// source: https://developer.apple.com/tutorials/data/documentation/swiftui/view/accessibilityrepresentation(representation:).md https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:).md
// area: accessibility
// note: custom drawn rating control exposed to VoiceOver as a standard Slider
import SwiftUI

struct StarRatingControl: View {
    @Binding var rating: Double
    let maximum = 5

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...maximum, id: \.self) { index in
                Image(systemName: Double(index) <= rating ? "star.fill" : "star")
                    .foregroundColor(.yellow)
                    .onTapGesture {
                        rating = Double(index)
                    }
            }
        }
        .accessibilityRepresentation {
            Slider(value: $rating, in: 0...Double(maximum), step: 1) {
                Text("Rating")
            }
        }
    }
}

struct ReviewForm: View {
    @State private var rating = 3.0

    var body: some View {
        Form {
            StarRatingControl(rating: $rating)
            Text("\(Int(rating)) of 5")
        }
    }
}
