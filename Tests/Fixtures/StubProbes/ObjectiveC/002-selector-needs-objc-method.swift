// ios: 15.0
// expect: error: argument of '#selector' refers to instance method 'fire()' that is not exposed to Objective-C
import Foundation

final class Target: NSObject {
    func fire() {}
}
let selector = #selector(Target.fire)
