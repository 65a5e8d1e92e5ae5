import Foundation

// CLPlacemark.h and CLGeocoder.h (the Contacts additions, which need CNPostalAddress, are left out).

/// Place name and address data for a coordinate.
open class CLPlacemark: NSObject, NSCopying, NSSecureCoding {
    public init(placemark: CLPlacemark) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var location: CLLocation? { fatalError() }
    open var region: CLRegion? { fatalError() }
    open var timeZone: TimeZone? { fatalError() }
    open var name: String? { fatalError() }
    open var thoroughfare: String? { fatalError() }
    open var subThoroughfare: String? { fatalError() }
    open var locality: String? { fatalError() }
    open var subLocality: String? { fatalError() }
    open var administrativeArea: String? { fatalError() }
    open var subAdministrativeArea: String? { fatalError() }
    open var postalCode: String? { fatalError() }
    open var isoCountryCode: String? { fatalError() }
    open var country: String? { fatalError() }
    open var inlandWater: String? { fatalError() }
    open var ocean: String? { fatalError() }
    open var areasOfInterest: [String]? { fatalError() }
}

/// Forward and reverse geocoding service.
@available(iOS, introduced: 5.0, deprecated: 26.0, message: "Use MapKit")
open class CLGeocoder: NSObject {
    public override init() { fatalError() }

    @available(iOS, introduced: 5.0, deprecated: 26.0, message: "Use MapKit")
    open var isGeocoding: Bool { fatalError() }

    @available(iOS, introduced: 5.0, deprecated: 26.0, message: "Use MKReverseGeocodingRequest")
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) { fatalError() }
    @available(iOS, introduced: 5.0, deprecated: 26.0, message: "Use MKReverseGeocodingRequest")
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] { fatalError() }
    @available(iOS, introduced: 11.0, deprecated: 26.0, message: "Use MKReverseGeocodingRequest")
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) { fatalError() }
    @available(iOS, introduced: 11.0, deprecated: 26.0, message: "Use MKReverseGeocodingRequest")
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws -> [CLPlacemark] { fatalError() }

    @available(iOS, introduced: 5.0, deprecated: 26.0)
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) { fatalError() }
    @available(iOS, introduced: 5.0, deprecated: 26.0)
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { fatalError() }
    @available(iOS, introduced: 5.0, deprecated: 26.0)
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) { fatalError() }
    @available(iOS, introduced: 5.0, deprecated: 26.0)
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?) async throws -> [CLPlacemark] { fatalError() }
    @available(iOS, introduced: 11.0, deprecated: 26.0)
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?, completionHandler: @escaping @Sendable ([CLPlacemark]?, (any Error)?) -> Void) { fatalError() }
    @available(iOS, introduced: 11.0, deprecated: 26.0)
    open func geocodeAddressString(_ addressString: String, in region: CLRegion?, preferredLocale locale: Locale?) async throws -> [CLPlacemark] { fatalError() }

    @available(iOS, introduced: 5.0, deprecated: 26.0, message: "Use MapKit")
    open func cancelGeocode() { fatalError() }
}
