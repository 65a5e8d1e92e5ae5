// ios: 14.0
// expect: pass
import UIKit

let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { action in
    print(action.title)
}
let delete = UIAction(title: "Delete", attributes: .destructive) { _ in }
let menu = UIMenu(title: "", children: [share, delete])
let item = UIBarButtonItem(systemItem: .action, primaryAction: nil, menu: menu)
let button = UIButton(type: .system, primaryAction: share)
button.menu = menu
button.showsMenuAsPrimaryAction = true
print(item, button)
