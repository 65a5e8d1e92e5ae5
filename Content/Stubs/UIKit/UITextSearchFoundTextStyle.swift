import Foundation

/// How a find session decorates a range of text (UITextSearching.h, iOS 16).
@available(iOS 16.0, *)
@objc public enum UITextSearchFoundTextStyle: Int, @unchecked Sendable {
    case normal = 0, found = 1, highlighted = 2
}
