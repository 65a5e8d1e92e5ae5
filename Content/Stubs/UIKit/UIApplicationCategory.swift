import Foundation
import UIKit

extension UIApplication {
    /// The kinds of apps a person can choose as a default.
    @available(iOS 18.2, *)
    @objc(UIApplicationCategory)
    public enum Category: Int, @unchecked Sendable {
        case webBrowser = 1
    }

    /// The error of `isDefault(_:)`, in `UIApplicationCategoryDefaultErrorDomain`.
    @available(iOS 18.2, *)
    public struct CategoryDefaultError: _BridgedStoredNSError {
        public let _nsError: NSError
        public init(_nsError: NSError) { fatalError() }
        public static var errorDomain: String { fatalError() }

        public enum Code: Int, _ErrorCodeProtocol, @unchecked Sendable {
            public typealias _ErrorType = UIApplication.CategoryDefaultError
            case rateLimited = 1
        }

        public static var rateLimited: UIApplication.CategoryDefaultError.Code { fatalError() }
    }
}
