// ios: 15.0
// expect: pass
import Foundation

let raw = "  Hello, World  "
let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
let parts = trimmed.components(separatedBy: ", ")
let replaced = trimmed.replacingOccurrences(of: "World", with: "Swift")
let formatted = String(format: "%.2f", 3.14159)
let contains = trimmed.localizedCaseInsensitiveContains("hello")
let data = trimmed.data(using: .utf8)!
let back = String(data: data, encoding: .utf8)
print(parts, replaced, formatted, contains, back ?? "", trimmed.contains("World"))
