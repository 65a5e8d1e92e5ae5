// ios: 18
// expect: pass
// topic: @Entry macro for environment values
// apis: Entry(), EnvironmentValues, environment(_:_:)
extension EnvironmentValues {
    @Entry var accentName: String = "océano"
    @Entry var showsBadges = true
}

struct BadgeView: View {
    @Environment(\.accentName) private var accentName
    @Environment(\.showsBadges) private var showsBadges

    var body: some View {
        if showsBadges {
            Text(accentName)
        }
    }
}

struct BadgeHost: View {
    var body: some View {
        BadgeView()
            .environment(\.accentName, "bosque")
    }
}
