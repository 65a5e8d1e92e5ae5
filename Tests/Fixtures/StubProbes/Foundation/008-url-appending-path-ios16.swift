// ios: 15.0
// expect: error: 'appending(path:directoryHint:)' is only available in iOS 16
import Foundation

let base = URL(string: "https://example.com")!
let url = base.appending(path: "api")
