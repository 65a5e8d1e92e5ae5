// ios: 15.0
// expect: error: type 'UIScrollView.ContentInsetAdjustmentBehavior' has no member 'none'
import UIKit

let scrollView = UIScrollView()
scrollView.contentInsetAdjustmentBehavior = .none
