// ios: 17
// expect: pass
// topic: Interactive previews with @Previewable @State instead of a wrapper view
// apis: Preview macro, Previewable(), PreviewTrait.sizeThatFitsLayout, Binding.constant, accessibilityValue
// source: https://developer.apple.com/documentation/swiftui/previewable(), https://developer.apple.com/documentation/swiftui/preview(_:traits:_:body:)
import SwiftUI

struct RatingControl: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack {
            ForEach(1...maximum, id: \.self) { value in
                Image(systemName: value <= rating ? "star.fill" : "star")
                    .foregroundStyle(.yellow)
                    .onTapGesture { rating = value }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        .accessibilityValue("\(rating) of \(maximum)")
    }
}

#Preview("Interactive") {
    @Previewable @State var rating = 3
    RatingControl(rating: $rating)
}

#Preview("Ten stars", traits: .sizeThatFitsLayout) {
    RatingControl(rating: .constant(7), maximum: 10)
        .padding()
}
