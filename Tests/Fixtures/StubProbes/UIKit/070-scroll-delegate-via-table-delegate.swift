// ios: 15.0
// expect: pass
import UIKit

final class Handler: NSObject, UITableViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
let table = UITableView(frame: .zero, style: .plain)
let handler = Handler()
table.delegate = handler
