// ios: 15.0
// expect: error: 'NavigationPath' is only available in iOS 16.0 or newer
import SwiftUI

final class Router: ObservableObject {
    @Published var path = NavigationPath()
}
