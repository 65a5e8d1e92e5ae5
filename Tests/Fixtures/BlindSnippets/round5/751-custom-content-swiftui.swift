// ios: 15
// expect: pass
// source: https://developer.apple.com/tutorials/data/documentation/swiftui/view/accessibilitycustomcontent(_:_:importance:)-90n8p.md https://developer.apple.com/tutorials/data/documentation/accessibility/axcustomcontent/importance-swift.property.md
// area: accessibility
// note: product row exposing secondary facts as VoiceOver custom content
import SwiftUI
import Accessibility

struct Product {
    let name: String
    let price: String
    let rating: Double
    let stock: Int
}

struct ProductRow: View {
    let product: Product

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(product.name).font(.headline)
                Text(product.price).font(.subheadline)
            }
            Spacer()
            Image(systemName: "star.fill")
            Text(String(format: "%.1f", product.rating))
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text(product.name))
        .accessibilityCustomContent(Text("Price"), Text(product.price), importance: .high)
        .accessibilityCustomContent(Text("Rating"), Text("\(product.rating, specifier: "%.1f") stars"))
        .accessibilityCustomContent(Text("In stock"), Text("\(product.stock)"))
    }
}
