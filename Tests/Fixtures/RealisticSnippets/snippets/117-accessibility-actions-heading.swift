// ios: 15
// expect: pass
// topic: accessibilityAction(named:), accessibilityHeading, accessibilityHidden, accessibilitySortPriority
// apis: accessibilityAction(named:_:), accessibilityHeading(_:), accessibilityHidden(_:), accessibilitySortPriority(_:), accessibilityInputLabels(_:)
struct MessageRow: View {
    let sender: String
    var onArchive: () -> Void = {}

    var body: some View {
        VStack(alignment: .leading) {
            Text(sender)
                .font(.headline)
                .accessibilityHeading(.h2)
                .accessibilitySortPriority(1)
            Image(systemName: "paperclip")
                .accessibilityHidden(true)
        }
        .accessibilityAction(named: "Archivar") { onArchive() }
        .accessibilityInputLabels(["Mensaje de \(sender)", sender])
    }
}
