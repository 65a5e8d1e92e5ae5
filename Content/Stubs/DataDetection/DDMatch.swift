import Foundation

// DataDetection's Objective-C half (DDMatch.h, iOS 15): the matches UIKit's pasteboard detection returns.

/// A detected piece of data: the matched text, specialised by subclass.
@available(iOS 15.0, *)
open class DDMatch: NSObject {
    @available(*, unavailable) public override init() { fatalError() }
    open var matchedString: String { fatalError() }
}

/// A detected web link.
@available(iOS 15.0, *) @_inheritsConvenienceInitializers
open class DDMatchLink: DDMatch {
    @available(*, unavailable) public override init()
    open var url: URL { fatalError() }
}

/// A detected phone number, with its label when there is one.
@available(iOS 15.0, *) @_inheritsConvenienceInitializers
open class DDMatchPhoneNumber: DDMatch {
    @available(*, unavailable) public override init()
    open var phoneNumber: String { fatalError() }
    open var label: String? { fatalError() }
}

/// A detected email address, with its label when there is one.
@available(iOS 15.0, *) @_inheritsConvenienceInitializers
open class DDMatchEmailAddress: DDMatch {
    @available(*, unavailable) public override init()
    open var emailAddress: String { fatalError() }
    open var label: String? { fatalError() }
}

/// A detected postal address, by the parts that matched.
@available(iOS 15.0, *) @_inheritsConvenienceInitializers
open class DDMatchPostalAddress: DDMatch {
    @available(*, unavailable) public override init()
    open var street: String? { fatalError() }
    open var city: String? { fatalError() }
    open var state: String? { fatalError() }
    open var postalCode: String? { fatalError() }
    open var country: String? { fatalError() }
}

/// A detected date or date range.
@available(iOS 15.0, *) @_inheritsConvenienceInitializers
open class DDMatchCalendarEvent: DDMatch {
    @available(*, unavailable) public override init()
    open var isAllDay: Bool { fatalError() }
    open var startDate: Date? { fatalError() }
    open var startTimeZone: TimeZone? { fatalError() }
    open var endDate: Date? { fatalError() }
    open var endTimeZone: TimeZone? { fatalError() }
}

/// A detected parcel tracking number and its carrier.
@available(iOS 15.0, *) @_inheritsConvenienceInitializers
open class DDMatchShipmentTrackingNumber: DDMatch {
    @available(*, unavailable) public override init()
    open var carrier: String { fatalError() }
    open var trackingNumber: String { fatalError() }
}

/// A detected flight number and its airline.
@available(iOS 15.0, *) @_inheritsConvenienceInitializers
open class DDMatchFlightNumber: DDMatch {
    @available(*, unavailable) public override init()
    open var airline: String { fatalError() }
    open var flightNumber: String { fatalError() }
}

/// A detected amount of money and its ISO currency code.
@available(iOS 15.0, *) @_inheritsConvenienceInitializers
open class DDMatchMoneyAmount: DDMatch {
    @available(*, unavailable) public override init()
    open var currency: String { fatalError() }
    open var amount: Double { fatalError() }
}
