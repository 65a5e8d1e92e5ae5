// ios: 12.0
// expect: error: 'insetGrouped' is only available in iOS 13
import UIKit

let table = UITableView(frame: .zero, style: .insetGrouped)
