import Foundation
import UIKit

// StoreKit's Objective-C half, written by hand from Apple's header (SKStoreReviewController.h, iOS 18 SDK), as
// Swift's importer presents it. The Swift overlay beside it (StoreKit.facts.tsv) is generated.

/// Asks StoreKit to request an App Store review (the Objective-C API; `AppStore.requestReview(in:)` replaces it).
@available(iOS, introduced: 10.3, deprecated: 18.0, message: "Use AppStore.requestReview(in:)")
open class SKStoreReviewController: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    @available(iOS, introduced: 10.3, deprecated: 14.0, message: "Use -[SKStoreReviewController requestReviewInScene:]")
    open class func requestReview() { fatalError() }
    @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use AppStore.requestReview(in:)")
    @MainActor
    open class func requestReview(in windowScene: UIWindowScene) { fatalError() }
}
