// ios: 15.0
// expect: error: type 'Date.FormatStyle.TimeStyle' has no member 'abbreviated'
import Foundation

let text = Date().formatted(date: .numeric, time: .abbreviated)
