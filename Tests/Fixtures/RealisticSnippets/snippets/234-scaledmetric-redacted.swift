// ios: 15
// expect: pass
// topic: ScaledMetric, redacted(reason:), dynamicTypeSize range
// apis: ScaledMetric(wrappedValue:relativeTo:), redacted(reason:), dynamicTypeSize(_:), privacySensitive(_:)
struct BalanceCard: View {
    @ScaledMetric(relativeTo: .title) private var iconSize = 28.0
    let isLoading: Bool

    var body: some View {
        HStack {
            Image(systemName: "eurosign.circle")
                .font(.system(size: iconSize))
            Text("1.250,00 €")
                .privacySensitive()
        }
        .redacted(reason: isLoading ? .placeholder : [])
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
    }
}
