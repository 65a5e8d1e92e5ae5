// ios: 15.0
// expect: error: @objc attribute used without importing module 'Foundation'
import ObjectiveC

final class Target: NSObject {
    @objc func fire() {}
}
