// ios: 15.0
// expect: pass
import Foundation

let count = 3
let message = String(localized: "You have \(count) downloads")
let keyed = String(localized: "downloads.title", defaultValue: "Downloads", comment: "Screen title")
print(message, keyed)
