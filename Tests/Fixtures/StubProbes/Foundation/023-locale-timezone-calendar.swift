// ios: 15.0
// expect: pass
import Foundation

let locale = Locale(identifier: "es_ES")
let zone = TimeZone(identifier: "Europe/Madrid") ?? .current
var calendar = Calendar(identifier: .gregorian)
calendar.locale = locale
calendar.timeZone = zone
let formatter = DateFormatter()
formatter.locale = locale
formatter.dateFormat = "d MMM yyyy"
print(formatter.string(from: Date()), locale.identifier, zone.identifier, calendar.firstWeekday)
