// ios: 16
// expect: error 20: cannot convert value of type 'Item' to expected argument type 'Destination'
// topic: appending a model instead of a route to a typed path
// apis: NavigationStack(path:root:)
struct Item: Hashable {
    let name: String
}

enum Destination: Hashable {
    case item(Item)
}

struct ShopView: View {
    @State private var path: [Destination] = []
    let featured = Item(name: "Silla")

    var body: some View {
        NavigationStack(path: $path) {
            Button("Ver destacado") {
                path.append(featured)
            }
            .navigationDestination(for: Destination.self) { destination in
                switch destination {
                case .item(let item): Text(item.name)
                }
            }
        }
    }
}
