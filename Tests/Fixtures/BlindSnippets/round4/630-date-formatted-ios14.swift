// ios: 14
// expect: error 24: is only available in iOS 15.0 or newer
// topic: Using Date.formatted(date:time:) (iOS 15) in an order-history cell while the app still deploys to iOS 14
// apis: Date.formatted(date:time:), DateFormatter, UIListContentConfiguration
// source: https://developer.apple.com/documentation/foundation/date/formatted(date:time:)
import UIKit

struct Order {
    let number: String
    let placedAt: Date
    let total: Double
}

final class OrderCell: UITableViewCell {
    private static let priceFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        return formatter
    }()

    func configure(with order: Order) {
        var content = defaultContentConfiguration()
        content.text = "Order \(order.number)"
        let date = order.placedAt.formatted(date: .abbreviated, time: .omitted)
        let price = Self.priceFormatter.string(from: NSNumber(value: order.total)) ?? ""
        content.secondaryText = "\(date) · \(price)"
        contentConfiguration = content
    }
}
