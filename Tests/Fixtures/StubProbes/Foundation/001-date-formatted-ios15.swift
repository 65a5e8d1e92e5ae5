// ios: 15.0
// expect: pass
import Foundation

let date = Date.now
let text = date.formatted()
let detailed = date.formatted(date: .abbreviated, time: .shortened)
let dayOnly = date.formatted(.dateTime.day().month(.wide).year())
let relative = date.formatted(.relative(presentation: .named))
print(text, detailed, dayOnly, relative)
