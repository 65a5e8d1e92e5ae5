// ios: 15
// expect: pass
// topic: sheet(item:) with an Identifiable model
// apis: sheet(item:onDismiss:content:), Identifiable, interactiveDismissDisabled(_:)
struct Invoice: Identifiable {
    let id = UUID()
    let number: String
    var isDraft: Bool
}

struct InvoiceList: View {
    @State private var editing: Invoice?
    let invoices = [Invoice(number: "F-001", isDraft: true), Invoice(number: "F-002", isDraft: false)]

    var body: some View {
        List(invoices) { invoice in
            Button(invoice.number) { editing = invoice }
        }
        .sheet(item: $editing, onDismiss: { print("cerrada") }) { invoice in
            Text("Editar \(invoice.number)")
                .interactiveDismissDisabled(invoice.isDraft)
        }
    }
}
