// ios: 15.0
// expect: error: value of optional type 'TimeZone?' must be unwrapped
import Foundation

let zone: TimeZone = TimeZone(identifier: "Europe/Madrid")
