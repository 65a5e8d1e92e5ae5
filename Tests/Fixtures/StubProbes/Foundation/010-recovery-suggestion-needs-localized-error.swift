// ios: 15.0
// expect: error: value of type 'any Error' has no member 'recoverySuggestion'
import Foundation

enum ExportError: Error { case unavailable }
let error: Error = ExportError.unavailable
let suggestion = error.recoverySuggestion
