// ios: 15.0
// expect: warning: call to main actor-isolated initializer 'init(frame:)' in a synchronous nonisolated context
import UIKit

nonisolated func makeView() -> UIView {
    UIView(frame: .zero)
}
