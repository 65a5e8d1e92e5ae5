// ios: 15.0
// expect: pass
import Foundation

let start = Date()
let later = start.addingTimeInterval(3600) + 60
let interval: TimeInterval = later.timeIntervalSince(start)
let calendar = Calendar.current
let tomorrow = calendar.date(byAdding: .day, value: 1, to: start)
let components = calendar.dateComponents([.year, .month, .day], from: start)
let startOfDay = calendar.startOfDay(for: start)
print(interval, tomorrow as Any, components.year as Any, startOfDay < later, calendar.isDateInToday(start))
