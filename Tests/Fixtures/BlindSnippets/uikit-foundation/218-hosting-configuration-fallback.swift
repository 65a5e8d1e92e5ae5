// ios: 15
// expect: pass
// topic: UIHostingConfiguration on iOS 16 with a UIListContentConfiguration fallback for iOS 15 cells
// apis: UIHostingConfiguration, UIHostingConfiguration.margins(_:_:), UIListContentConfiguration.subtitleCell(), UICollectionViewListCell.contentConfiguration, Decimal.FormatStyle.Currency
// source: https://developer.apple.com/documentation/swiftui/uihostingconfiguration, https://developer.apple.com/documentation/uikit/uilistcontentconfiguration
import UIKit
import SwiftUI

struct Transaction: Hashable {
    let id: UUID
    let merchant: String
    let amount: Decimal
}

struct TransactionRow: View {
    let transaction: Transaction

    var body: some View {
        HStack {
            Text(transaction.merchant)
            Spacer()
            Text(transaction.amount, format: .currency(code: "USD"))
                .foregroundStyle(transaction.amount < 0 ? Color.red : Color.primary)
        }
    }
}

@MainActor
func configure(_ cell: UICollectionViewListCell, with transaction: Transaction) {
    if #available(iOS 16.0, *) {
        cell.contentConfiguration = UIHostingConfiguration {
            TransactionRow(transaction: transaction)
        }
        .margins(.vertical, 8)
    } else {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = transaction.merchant
        content.secondaryText = transaction.amount.formatted(.currency(code: "USD"))
        cell.contentConfiguration = content
    }
}
