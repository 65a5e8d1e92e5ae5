// ios: 16
// expect: pass
// topic: ShareLink and Gauge (iOS 16)
// apis: ShareLink(item:subject:message:), Gauge(value:in:label:currentValueLabel:), gaugeStyle(_:)
struct ArticleFooter: View {
    let url = URL(string: "https://example.com/articulo")!
    let progress = 0.4

    var body: some View {
        HStack {
            ShareLink(item: url, subject: Text("Mira esto"), message: Text("Te gustará"))
            Gauge(value: progress, in: 0...1) {
                Text("Leído")
            } currentValueLabel: {
                Text(progress, format: .percent)
            }
            .gaugeStyle(.accessoryCircularCapacity)
        }
    }
}
