// ios: 15
// expect: pass
// topic: accessibilityElement(children: .combine), label, value, hint
// apis: accessibilityElement(children:), accessibilityLabel(_:), accessibilityValue(_:), accessibilityHint(_:), accessibilityAddTraits(_:)
struct RatingSummary: View {
    let rating: Int
    let reviews: Int

    var body: some View {
        HStack {
            ForEach(0..<5) { index in
                Image(systemName: index < rating ? "star.fill" : "star")
            }
            Text("(\(reviews))")
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Valoración")
        .accessibilityValue("\(rating) de 5 estrellas, \(reviews) opiniones")
        .accessibilityHint("Toca dos veces para ver las opiniones")
        .accessibilityAddTraits(.isButton)
    }
}

struct AuthorRow: View {
    var body: some View {
        HStack {
            Image(systemName: "person.circle")
            VStack(alignment: .leading) {
                Text("Lucía Pérez")
                Text("Editora")
            }
        }
        .accessibilityElement(children: .combine)
    }
}
