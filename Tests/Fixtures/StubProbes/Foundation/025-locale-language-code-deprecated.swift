// ios: 16.0
// expect: warning: 'languageCode' was deprecated in iOS 16
import Foundation

let code = Locale.current.languageCode
print(code ?? "")
