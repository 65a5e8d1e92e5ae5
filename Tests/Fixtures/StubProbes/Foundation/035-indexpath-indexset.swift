// ios: 15.0
// expect: pass
import Foundation

var indexPath = IndexPath(indexes: [0, 2])
indexPath.append(1)
let set = IndexSet(integersIn: 0..<5)
print(indexPath.count, set.contains(3), set.count)
