// ios: 15.0
// expect: error: cannot be represented in Objective-C
import Foundation

struct Payload { var value = 0 }
final class Target: NSObject {
    @objc func take(_ payload: Payload) {}
}
