// ios: 16.0
// expect: warning: conformance of 'UUID' to 'Comparable' is only available in iOS 17
import Foundation

let sorted = [UUID(), UUID()].sorted()
