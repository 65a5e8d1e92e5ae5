// ios: 14.0
// expect: pass
import Foundation

let date = Date()
if #available(iOS 15, *) {
    print(date.formatted(date: .long, time: .omitted))
} else {
    let formatter = DateFormatter()
    formatter.dateStyle = .long
    print(formatter.string(from: date))
}
