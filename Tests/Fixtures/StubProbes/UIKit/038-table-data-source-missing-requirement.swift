// ios: 15.0
// expect: error: does not conform to protocol 'UITableViewDataSource'
import UIKit

final class ListDataSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
}
