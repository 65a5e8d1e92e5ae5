import Foundation

// SKProduct.h, SKProductDiscount.h (iOS 18 SDK).

/// A product registered in App Store Connect, as the original StoreKit API returns it.
@available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product")
open class SKProduct: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.description")
    open var localizedDescription: String { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.displayName")
    open var localizedTitle: String { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.displayPrice")
    open var price: NSDecimalNumber { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.displayPrice")
    open var priceLocale: Locale { fatalError() }
    @available(iOS, introduced: 3.0, deprecated: 18.0, message: "Use Product.id")
    open var productIdentifier: String { fatalError() }
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
    open var isDownloadable: Bool { fatalError() }
    @available(iOS, introduced: 14.0, deprecated: 18.0, message: "Use Product.isFamilyShareable")
    open var isFamilyShareable: Bool { fatalError() }
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
    open var downloadContentLengths: [NSNumber] { fatalError() }
    @available(iOS, introduced: 6.0, deprecated: 16.0, message: "Hosted content is no longer supported")
    open var downloadContentVersion: String { fatalError() }
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.subscription.subscriptionPeriod")
    open var subscriptionPeriod: SKProductSubscriptionPeriod? { fatalError() }
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.subscription.introductionaryOffer")
    open var introductoryPrice: SKProductDiscount? { fatalError() }
    @available(iOS, introduced: 12.0, deprecated: 18.0, message: "Use Product.subscription.subscriptionGroupID")
    open var subscriptionGroupIdentifier: String? { fatalError() }
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Use Product.subscription.promotionalOffers")
    open var discounts: [SKProductDiscount] { fatalError() }
}

extension SKProduct {
    /// Units of a subscription period.
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionPeriod.Unit")
    @objc(SKProductPeriodUnit) public enum PeriodUnit: UInt, @unchecked Sendable {
        case day = 0
        case week = 1
        case month = 2
        case year = 3
    }
}

/// The length of a subscription period.
@available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionPeriod")
open class SKProductSubscriptionPeriod: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    open var numberOfUnits: Int { fatalError() }
    open var unit: SKProduct.PeriodUnit { fatalError() }
}

/// An introductory or promotional offer of an auto-renewable subscription.
@available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer")
open class SKProductDiscount: NSObject, @unchecked Sendable {
    public override init() { fatalError() }
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.displayPrice")
    open var price: NSDecimalNumber { fatalError() }
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.displayPrice")
    open var priceLocale: Locale { fatalError() }
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.id")
    open var identifier: String? { fatalError() }
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.period")
    open var subscriptionPeriod: SKProductSubscriptionPeriod { fatalError() }
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.periodCount")
    open var numberOfPeriods: Int { fatalError() }
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.paymentMode")
    open var paymentMode: SKProductDiscount.PaymentMode { fatalError() }
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.type")
    open var type: SKProductDiscount.`Type` { fatalError() }
}

extension SKProductDiscount {
    /// How the customer pays during the offer.
    @available(iOS, introduced: 11.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.PaymentMode")
    @objc(SKProductDiscountPaymentMode) public enum PaymentMode: UInt, @unchecked Sendable {
        case payAsYouGo = 0
        case payUpFront = 1
        case freeTrial = 2
    }

    /// Kind of offer.
    @available(iOS, introduced: 12.2, deprecated: 18.0, message: "Use Product.SubscriptionOffer.OfferType")
    @objc(SKProductDiscountType) public enum `Type`: UInt, @unchecked Sendable {
        case introductory = 0
        case subscription = 1
    }
}
