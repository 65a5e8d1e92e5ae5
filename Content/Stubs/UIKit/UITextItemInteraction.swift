import Foundation
import UIKit

/// How a person interacted with a link or attachment in a text view.
@available(iOS 10.0, *)
@objc public enum UITextItemInteraction: Int, @unchecked Sendable {
    case invokeDefaultAction = 0
    case presentActions = 1
    case preview = 2
}
