// ios: 15
// expect: error 8: is only available in iOS 16.0 or newer
// topic: LabeledContent at iOS 15
// apis: LabeledContent
struct VersionRow: View {
    var body: some View {
        Form {
            LabeledContent("Versión", value: "2.3.1")
        }
    }
}
