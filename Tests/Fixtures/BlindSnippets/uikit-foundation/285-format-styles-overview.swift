// ios: 15
// expect: pass
// topic: Replacing DateFormatter/NumberFormatter with Foundation FormatStyles for an order summary (iOS 15)
// apis: Date.formatted(date:time:), Date.FormatStyle, Decimal.formatted(_:), FormatStyle.currency(code:), FormatStyle.percent, ListFormatStyle, ByteCountFormatStyle, Date.RelativeFormatStyle, Date.ISO8601FormatStyle
// source: https://developer.apple.com/documentation/foundation/formatstyle, https://developer.apple.com/documentation/foundation/date/formatstyle
import Foundation

struct OrderSummary {
    let placedAt: Date
    let subtotal: Decimal
    let discount: Double
    let items: [String]
    let downloadSize: Int64
    let rating: Double

    var lines: [String] {
        [
            placedAt.formatted(date: .abbreviated, time: .shortened),
            placedAt.formatted(.dateTime.weekday(.wide).day().month(.wide)),
            placedAt.formatted(.relative(presentation: .named)),
            subtotal.formatted(.currency(code: "USD")),
            discount.formatted(.percent.precision(.fractionLength(0))),
            items.formatted(.list(type: .and)),
            downloadSize.formatted(.byteCount(style: .file)),
            rating.formatted(.number.precision(.fractionLength(1)))
        ]
    }
}

func parseOrderDate(_ string: String) -> Date? {
    try? Date(string, strategy: .iso8601)
}

let sampleOrder = OrderSummary(
    placedAt: parseOrderDate("2024-05-01T10:30:00Z") ?? Date(),
    subtotal: Decimal(string: "42.50") ?? 0,
    discount: 0.15,
    items: ["Coffee", "Croissant", "Orange Juice"],
    downloadSize: 3_250_000,
    rating: 4.66
)
