// ios: 15.0
// expect: pass
import UIKit

let indexPath = IndexPath(row: 2, section: 0)
let item = IndexPath(item: 3, section: 1)
print(indexPath.row, indexPath.section, item.item)
