// ios: 15
// expect: pass
// topic: Decimal arithmetic formatted as currency
// apis: Decimal, Decimal.FormatStyle.Currency, formatted(_:), FormatStyle.currency(code:), Locale(identifier:)
struct LineItem {
    let name: String
    let unitPrice: Decimal
    let quantity: Int

    var subtotal: Decimal { unitPrice * Decimal(quantity) }
}

func receiptLines(_ items: [LineItem]) -> [String] {
    let total = items.reduce(Decimal.zero) { $0 + $1.subtotal }
    var lines = items.map { "\($0.name): \($0.subtotal.formatted(.currency(code: "EUR")))" }
    lines.append("Total: " + total.formatted(.currency(code: "EUR").locale(Locale(identifier: "es_ES"))))
    return lines
}
