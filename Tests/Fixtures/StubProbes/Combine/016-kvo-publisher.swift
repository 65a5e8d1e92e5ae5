// ios: 15.0
// expect: pass
import Combine
import UIKit

let scrollView = UIScrollView()
let cancellable = scrollView.publisher(for: \.contentOffset)
    .map(\.y)
    .removeDuplicates()
    .sink { print($0) }
