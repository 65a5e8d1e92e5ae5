// ios: 15.0
// expect: warning: result of call to 'trimmingCharacters(in:)' is unused
import Foundation

"  padded  ".trimmingCharacters(in: .whitespaces)
