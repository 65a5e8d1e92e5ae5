// ios: 14
// expect: error 18: cannot assign value of type 'Int' to type 'String'
// topic: Value-cell list configuration where the unread count is assigned to secondaryText without converting it to a String
// apis: UIListContentConfiguration.valueCell(), UIListContentConfiguration.secondaryText, UICollectionViewListCell, UICellAccessory.disclosureIndicator(displayed:options:)
// source: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration
import UIKit

struct Mailbox: Hashable {
    let name: String
    let unreadCount: Int
}

@MainActor
func makeMailboxRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, Mailbox> {
    UICollectionView.CellRegistration { cell, _, mailbox in
        var content = UIListContentConfiguration.valueCell()
        content.text = mailbox.name
        content.secondaryText = mailbox.unreadCount
        content.image = UIImage(systemName: "tray")
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
    }
}
