// ios: 15.0
// expect: error: missing argument for parameter 'comment'
import Foundation

let title = NSLocalizedString("export.title")
