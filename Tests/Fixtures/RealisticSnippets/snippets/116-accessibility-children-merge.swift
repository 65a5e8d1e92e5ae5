// ios: 15
// expect: error 11: has no member 'merge'
// topic: nonexistent AccessibilityChildBehavior .merge
// apis: accessibilityElement(children:), AccessibilityChildBehavior
struct PriceTag: View {
    var body: some View {
        HStack {
            Text("Precio")
            Text("9,99 €")
        }
        .accessibilityElement(children: .merge)
    }
}
