// ios: 16
// expect: pass
// topic: AnyLayout switching between HStackLayout and VStackLayout
// apis: AnyLayout, HStackLayout, VStackLayout, EnvironmentValues.horizontalSizeClass
struct AdaptiveProfileHeader: View {
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        let layout = sizeClass == .compact ? AnyLayout(VStackLayout(spacing: 8)) : AnyLayout(HStackLayout(spacing: 16))
        layout {
            Image(systemName: "person.crop.circle")
                .font(.largeTitle)
            Text("María López")
                .font(.title2)
        }
        .animation(.default, value: sizeClass)
    }
}
