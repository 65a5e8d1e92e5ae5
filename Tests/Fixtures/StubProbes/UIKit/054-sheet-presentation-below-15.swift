// ios: 14.0
// expect: error: 'sheetPresentationController' is only available in iOS 15
import UIKit

let sheet = UIViewController()
let controller = sheet.sheetPresentationController
