// ios: 15
// expect: pass
// topic: ViewThatFits with a dynamic type size fallback for iOS 15
// apis: ViewThatFits, DynamicTypeSize, EnvironmentValues.dynamicTypeSize, isAccessibilitySize
struct PriceRow: View {
    @Environment(\.dynamicTypeSize) private var typeSize
    let title: String
    let price: String

    var body: some View {
        if #available(iOS 16, *) {
            ViewThatFits {
                HStack { Text(title); Spacer(); Text(price) }
                VStack(alignment: .leading) { Text(title); Text(price) }
            }
        } else if typeSize.isAccessibilitySize {
            VStack(alignment: .leading) { Text(title); Text(price) }
        } else {
            HStack { Text(title); Spacer(); Text(price) }
        }
    }
}
