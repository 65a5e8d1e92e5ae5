// ios: 15.0
// expect: pass
import Foundation

let code = Locale.current.languageCode
print(code ?? "")
