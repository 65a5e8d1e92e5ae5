// ios: 15.0
// expect: pass
import Foundation

final class Target: NSObject {
    @objc func fire(_ sender: Any?) {}
    @objc dynamic var name: String = ""
}
let target = Target()
let selector: Selector = #selector(Target.fire(_:))
_ = target.responds(to: selector)
_ = target.isEqual(Target())
_ = target.description
_ = target.hash
