// ios: 15
// expect: pass
// topic: custom EnvironmentKey before @Entry
// apis: EnvironmentKey, EnvironmentValues, environment(_:_:)
enum CardStyle {
    case compact, regular
}

private struct CardStyleKey: EnvironmentKey {
    static let defaultValue: CardStyle = .regular
}

extension EnvironmentValues {
    var cardStyle: CardStyle {
        get { self[CardStyleKey.self] }
        set { self[CardStyleKey.self] = newValue }
    }
}

struct CardView: View {
    @Environment(\.cardStyle) private var style

    var body: some View {
        Text(style == .compact ? "Compacta" : "Normal")
            .padding(style == .compact ? 4 : 16)
    }
}

struct CardList: View {
    var body: some View {
        VStack {
            CardView()
            CardView().environment(\.cardStyle, .compact)
        }
    }
}
