// ios: 14.0
// expect: error: 'Configuration' is only available in iOS 15
import UIKit

let configuration = UIButton.Configuration.filled()
