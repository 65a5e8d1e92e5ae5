// ios: 15
// expect: pass
// topic: foregroundStyle hierarchical levels and materials replacing foregroundColor
// apis: foregroundStyle(_:_:), foregroundStyle(_:), Material.regularMaterial, background(_:in:fillStyle:)
struct WeatherBadge: View {
    var body: some View {
        Label("Lluvia", systemImage: "cloud.rain")
            .foregroundStyle(.primary, .secondary)
            .padding(8)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 8))
    }
}
