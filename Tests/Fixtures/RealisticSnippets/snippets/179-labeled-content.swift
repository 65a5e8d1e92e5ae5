// ios: 16
// expect: pass
// topic: LabeledContent in a Form
// apis: LabeledContent(_:value:), LabeledContent(_:content:), Form
struct AccountDetails: View {
    var body: some View {
        Form {
            LabeledContent("Plan", value: "Premium")
            LabeledContent("Almacenamiento") {
                Text("120 GB de 200 GB").foregroundStyle(.secondary)
            }
        }
    }
}
