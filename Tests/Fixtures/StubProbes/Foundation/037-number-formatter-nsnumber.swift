// ios: 15.0
// expect: pass
import Foundation

let formatter = NumberFormatter()
formatter.numberStyle = .decimal
formatter.maximumFractionDigits = 2
let text = formatter.string(from: NSNumber(value: 3.14159)) ?? ""
let bridged = 42 as NSNumber
print(text, bridged.intValue)
