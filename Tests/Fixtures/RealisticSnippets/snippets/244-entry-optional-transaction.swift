// ios: 17
// expect: pass
// topic: @Entry for an optional environment value and a transaction value
// apis: Entry(), Transaction, withTransaction(_:_:_:), transaction(_:)
struct Theme: Sendable {
    var name: String
}

extension EnvironmentValues {
    @Entry var theme: Theme?
}

extension Transaction {
    @Entry var isFromSwipe: Bool = false
}

struct ThemedLabel: View {
    @Environment(\.theme) private var theme
    @State private var expanded = false

    var body: some View {
        Text(theme?.name ?? "sin tema")
            .onTapGesture {
                withTransaction(\.isFromSwipe, true) {
                    expanded.toggle()
                }
            }
            .transaction { transaction in
                if transaction.isFromSwipe {
                    transaction.animation = .easeOut
                }
            }
    }
}
