// ios: 15.0
// expect: error: 'Observable()' is only available in iOS 17.0 or newer
import SwiftUI

@Observable
final class LibraryModel {
    var books: [String] = []
}
