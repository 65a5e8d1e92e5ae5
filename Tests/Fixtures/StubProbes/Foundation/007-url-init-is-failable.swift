// ios: 15.0
// expect: error: value of optional type 'URL?' must be unwrapped
import Foundation

let url: URL = URL(string: "https://example.com")
