import Foundation
import UIKit
import CoreLocation

// MARK: - Map items (MKMapItem.h, MKPlacemark.h, MKMapItemRequest.h, NSUserActivity+MKMapItem.h)

/// Place on the map plus its descriptive details.
open class MKMapItem: NSObject, NSSecureCoding {
    public override init() { fatalError() }
    @available(iOS, introduced: 6.0, deprecated: 26.0, message: "Use init(location:address:)")
    public init(placemark: MKPlacemark) { fatalError() }
    @available(iOS 26.0, *)
    public init(location: CLLocation, address: MKAddress?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }

    @available(iOS, introduced: 6.0, deprecated: 26.0, message: "Use location, address and addressRepresentations instead")
    open var placemark: MKPlacemark { fatalError() }
    open var isCurrentLocation: Bool { fatalError() }
    @available(iOS 26.0, *)
    open var location: CLLocation { fatalError() }
    @available(iOS 26.0, *)
    open var address: MKAddress? { fatalError() }
    @available(iOS 26.0, *)
    open var addressRepresentations: MKAddressRepresentations? { fatalError() }
    @available(iOS 18.0, *)
    open var identifier: MKMapItem.Identifier? { fatalError() }
    @available(iOS 18.0, *)
    open var alternateIdentifiers: Set<MKMapItem.Identifier> { fatalError() }
    open var name: String? { get { fatalError() } set { } }
    open var phoneNumber: String? { get { fatalError() } set { } }
    open var url: URL? { get { fatalError() } set { } }
    open var timeZone: TimeZone? { get { fatalError() } set { } }
    open var pointOfInterestCategory: MKPointOfInterestCategory? { get { fatalError() } set { } }

    @discardableResult
    open class func forCurrentLocation() -> MKMapItem { fatalError() }
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { fatalError() }
    @discardableResult
    open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool { fatalError() }
    @discardableResult
    @available(iOS 13.2, *)
    open func openInMaps(launchOptions: [String: Any]? = nil, from scene: UIScene?, completionHandler completion: ((Bool) -> Void)? = nil) { fatalError() }
    @discardableResult
    @available(iOS 13.2, *)
    open func openInMaps(launchOptions: [String: Any]? = nil, from scene: UIScene?) async -> Bool { fatalError() }
    @discardableResult
    @available(iOS 13.2, *)
    open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil, from scene: UIScene?, completionHandler completion: ((Bool) -> Void)? = nil) { fatalError() }
    @discardableResult
    @available(iOS 13.2, *)
    open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil, from scene: UIScene?) async -> Bool { fatalError() }
}

@available(iOS 18.0, *)
extension MKMapItem {
    /// Stable identifier of a place.
    @objc(MKMapItemIdentifier)
    open class Identifier: NSObject, NSSecureCoding, NSCopying {
        public required init?(rawValue string: String) { fatalError() }
        open var rawValue: String { fatalError() }
        public required init?(coder: NSCoder) { fatalError() }
        open func encode(with coder: NSCoder) { fatalError() }
        open class var supportsSecureCoding: Bool { fatalError() }
        @discardableResult
        open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    }
}

/// Place address, in full and optional short form.
@available(iOS 26.0, *)
open class MKAddress: NSObject {
    public init?(fullAddress: String, shortAddress: String?) { fatalError() }
    open var fullAddress: String { fatalError() }
    open var shortAddress: String? { fatalError() }
}

/// Display-ready address strings of a map item.
@available(iOS 26.0, *) @_inheritsConvenienceInitializers
open class MKAddressRepresentations: NSObject {
    public override init() { fatalError() }
}

public let MKLaunchOptionsDirectionsModeKey: String = { fatalError() }()
public let MKLaunchOptionsMapTypeKey: String = { fatalError() }()
public let MKLaunchOptionsShowsTrafficKey: String = { fatalError() }()
public let MKLaunchOptionsDirectionsModeDefault: String = { fatalError() }()
public let MKLaunchOptionsDirectionsModeDriving: String = { fatalError() }()
public let MKLaunchOptionsDirectionsModeWalking: String = { fatalError() }()
public let MKLaunchOptionsDirectionsModeTransit: String = { fatalError() }()
public let MKLaunchOptionsMapCenterKey: String = { fatalError() }()
public let MKLaunchOptionsMapSpanKey: String = { fatalError() }()
public let MKLaunchOptionsCameraKey: String = { fatalError() }()
public let MKMapItemTypeIdentifier: String = { fatalError() }()

extension NSUserActivity {
    public var mapItem: MKMapItem { get { fatalError() } set { } }
}

/// Placemark that can also serve as a map annotation.
open class MKPlacemark: CLPlacemark, MKAnnotation {
    public init(coordinate: CLLocationCoordinate2D) { fatalError() }
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) { fatalError() }
    public override init(placemark: CLPlacemark) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var coordinate: CLLocationCoordinate2D { fatalError() }
    open var title: String? { fatalError() }
    open var subtitle: String? { fatalError() }
    open var countryCode: String? { fatalError() }
}

/// Lookup of a map item from a feature or identifier.
@available(iOS 16.0, *)
open class MKMapItemRequest: NSObject {
    @available(*, unavailable)
    public override init() { fatalError() }
    public init(mapFeatureAnnotation: MKMapFeatureAnnotation) { fatalError() }
    @available(iOS 18.0, *)
    public init(mapItemIdentifier identifier: MKMapItem.Identifier) { fatalError() }
    @discardableResult
    open func getMapItem(completionHandler: @escaping @MainActor @Sendable (MKMapItem?, (any Error)?) -> Void) { fatalError() }
    open var mapItem: MKMapItem { get async throws { fatalError() } }
    open func cancel() { fatalError() }
    open var featureAnnotation: MKMapFeatureAnnotation { fatalError() }
    @available(iOS 18.0, *)
    open var mapFeatureAnnotation: MKMapFeatureAnnotation? { fatalError() }
    @available(iOS 18.0, *)
    open var mapItemIdentifier: MKMapItem.Identifier? { fatalError() }
    open var isCancelled: Bool { fatalError() }
    open var isLoading: Bool { fatalError() }
}

// MARK: - Local search (MKLocalSearch.h, MKLocalSearchRequest.h, MKLocalSearchResponse.h, MKLocalPointsOfInterestRequest.h)

/// Runs a local search and returns matching places.
open class MKLocalSearch: NSObject {
    public typealias CompletionHandler = (MKLocalSearch.Response?, (any Error)?) -> Void
    public init(request: MKLocalSearch.Request) { fatalError() }
    public convenience override init() { fatalError() }
    @available(iOS 14.0, *)
    public init(request: MKLocalPointsOfInterestRequest) { fatalError() }
    @discardableResult
    open func start(completionHandler: @escaping @MainActor @Sendable (MKLocalSearch.Response?, (any Error)?) -> Void) { fatalError() }
    @discardableResult
    open func start() async throws -> MKLocalSearch.Response { fatalError() }
    open func cancel() { fatalError() }
    open var isSearching: Bool { fatalError() }

    /// Kinds of results a local search returns.
    public struct ResultType: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { fatalError() }
        public let rawValue: UInt
        public static var address: MKLocalSearch.ResultType { fatalError() }
        public static var pointOfInterest: MKLocalSearch.ResultType { fatalError() }
    }
}

extension MKLocalSearch {
    /// Query and region for a local search.
    @objc(MKLocalSearchRequest)
    open class Request: NSObject, NSCopying {
        public override init() { fatalError() }
        public init(completion: MKLocalSearchCompletion) { fatalError() }
        public convenience init(naturalLanguageQuery: String) { fatalError() }
        public convenience init(naturalLanguageQuery: String, region: MKCoordinateRegion) { fatalError() }
        @discardableResult
        open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
        open var naturalLanguageQuery: String? { get { fatalError() } set { } }
        open var region: MKCoordinateRegion { get { fatalError() } set { } }
        open var resultTypes: MKLocalSearch.ResultType { get { fatalError() } set { } }
        open var pointOfInterestFilter: MKPointOfInterestFilter? { get { fatalError() } set { } }
    }

    /// Places a local search found.
    @objc(MKLocalSearchResponse)
    open class Response: NSObject {
        public override init() { fatalError() }
        open var mapItems: [MKMapItem] { fatalError() }
        open var boundingRegion: MKCoordinateRegion { fatalError() }
    }
}

/// Query for points of interest in an area.
@available(iOS 14.0, *)
open class MKLocalPointsOfInterestRequest: NSObject, NSCopying {
    @available(*, unavailable)
    public override init() { fatalError() }
    public init(center coordinate: CLLocationCoordinate2D, radius: CLLocationDistance) { fatalError() }
    public init(coordinateRegion region: MKCoordinateRegion) { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var coordinate: CLLocationCoordinate2D { fatalError() }
    open var radius: CLLocationDistance { fatalError() }
    open var region: MKCoordinateRegion { fatalError() }
    open var pointOfInterestFilter: MKPointOfInterestFilter? { get { fatalError() } set { } }
    public static let maxRadius: CLLocationDistance = { fatalError() }()
}

// MARK: - Search completion (MKLocalSearchCompleter.h)

/// Suggests completions while the user types a search.
open class MKLocalSearchCompleter: NSObject {
    public override init() { fatalError() }
    open var queryFragment: String { get { fatalError() } set { } }
    open var region: MKCoordinateRegion { get { fatalError() } set { } }
    @available(iOS, introduced: 9.3, deprecated: 13.0, message: "Use resultTypes")
    open var filterType: MKLocalSearchCompleter.FilterType { get { fatalError() } set { } }
    open var resultTypes: MKLocalSearchCompleter.ResultType { get { fatalError() } set { } }
    open var pointOfInterestFilter: MKPointOfInterestFilter? { get { fatalError() } set { } }
    weak open var delegate: (any MKLocalSearchCompleterDelegate)? { get { fatalError() } set { } }
    open var results: [MKLocalSearchCompletion] { fatalError() }
    open var isSearching: Bool { fatalError() }
    open func cancel() { fatalError() }

    /// Kinds of suggestions a completer returns.
    public struct ResultType: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { fatalError() }
        public let rawValue: UInt
        public static var address: MKLocalSearchCompleter.ResultType { fatalError() }
        public static var pointOfInterest: MKLocalSearchCompleter.ResultType { fatalError() }
        public static var query: MKLocalSearchCompleter.ResultType { fatalError() }
    }

    /// Older suggestion filter, replaced by the result type.
    @available(iOS, introduced: 9.3, deprecated: 13.0, message: "Use MKLocalSearchCompleterResultType")
    @objc(MKSearchCompletionFilterType)
    public enum FilterType: Int, @unchecked Sendable {
        case locationsAndQueries = 0
        case locationsOnly = 1
    }
}

/// Callbacks for completer updates and failures.
@objc public protocol MKLocalSearchCompleterDelegate: NSObjectProtocol {
    @objc optional func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    @objc optional func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

/// Single search suggestion.
open class MKLocalSearchCompletion: NSObject {
    public override init() { fatalError() }
    open var title: String { fatalError() }
    open var titleHighlightRanges: [NSValue] { fatalError() }
    open var subtitle: String { fatalError() }
    open var subtitleHighlightRanges: [NSValue] { fatalError() }
}

// MARK: - Directions (MKDirections.h, MKDirectionsRequest.h, MKDirectionsResponse.h, MKDirectionsTypes.h)

/// Travel modes (automobile, walking, transit…).
public struct MKDirectionsTransportType: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public let rawValue: UInt
    public static var automobile: MKDirectionsTransportType { fatalError() }
    public static var walking: MKDirectionsTransportType { fatalError() }
    public static var transit: MKDirectionsTransportType { fatalError() }
    public static var any: MKDirectionsTransportType { fatalError() }
}

/// Computes routes and travel times.
open class MKDirections: NSObject {
    public typealias DirectionsHandler = (MKDirections.Response?, (any Error)?) -> Void
    public typealias ETAHandler = (MKDirections.ETAResponse?, (any Error)?) -> Void
    public init(request: MKDirections.Request) { fatalError() }
    public convenience override init() { fatalError() }
    @discardableResult
    open func calculate(completionHandler: @escaping @Sendable (MKDirections.Response?, (any Error)?) -> Void) { fatalError() }
    @discardableResult
    open func calculate() async throws -> MKDirections.Response { fatalError() }
    @discardableResult
    open func calculateETA(completionHandler: @escaping @Sendable (MKDirections.ETAResponse?, (any Error)?) -> Void) { fatalError() }
    @discardableResult
    open func calculateETA() async throws -> MKDirections.ETAResponse { fatalError() }
    open func cancel() { fatalError() }
    open var isCalculating: Bool { fatalError() }

    /// Whether a route should avoid or allow a feature.
    @available(iOS 16.0, *)
    @objc(MKDirectionsRoutePreference)
    public enum RoutePreference: Int, @unchecked Sendable {
        case any = 0
        case avoid = 1
    }
}

extension MKDirections {
    /// Origin, destination and transport for a directions query.
    @objc(MKDirectionsRequest)
    open class Request: NSObject {
        public override init() { fatalError() }
        public init(contentsOf url: URL) { fatalError() }
        @discardableResult
        open class func isDirectionsRequest(_ url: URL) -> Bool { fatalError() }
        open var source: MKMapItem? { get { fatalError() } set { } }
        open var destination: MKMapItem? { get { fatalError() } set { } }
        open var transportType: MKDirectionsTransportType { get { fatalError() } set { } }
        open var requestsAlternateRoutes: Bool { get { fatalError() } set { } }
        open var departureDate: Date? { get { fatalError() } set { } }
        open var arrivalDate: Date? { get { fatalError() } set { } }
        @available(iOS 16.0, *)
        open var tollPreference: MKDirections.RoutePreference { get { fatalError() } set { } }
        @available(iOS 16.0, *)
        open var highwayPreference: MKDirections.RoutePreference { get { fatalError() } set { } }
    }

    /// Routes returned for a directions query.
    @objc(MKDirectionsResponse)
    open class Response: NSObject {
        public override init() { fatalError() }
        open var source: MKMapItem { fatalError() }
        open var destination: MKMapItem { fatalError() }
        open var routes: [MKRoute] { fatalError() }
    }

    /// Travel-time estimate for a route.
    @objc(MKETAResponse)
    open class ETAResponse: NSObject {
        public override init() { fatalError() }
        open var source: MKMapItem { fatalError() }
        open var destination: MKMapItem { fatalError() }
        open var expectedTravelTime: TimeInterval { fatalError() }
        open var distance: CLLocationDistance { fatalError() }
        open var expectedArrivalDate: Date { fatalError() }
        open var expectedDepartureDate: Date { fatalError() }
        open var transportType: MKDirectionsTransportType { fatalError() }
    }
}

/// One route between origin and destination.
open class MKRoute: NSObject {
    public override init() { fatalError() }
    open var name: String { fatalError() }
    open var advisoryNotices: [String] { fatalError() }
    open var distance: CLLocationDistance { fatalError() }
    open var expectedTravelTime: TimeInterval { fatalError() }
    open var transportType: MKDirectionsTransportType { fatalError() }
    open var polyline: MKPolyline { fatalError() }
    open var steps: [MKRoute.Step] { fatalError() }
    @available(iOS 16.0, *)
    open var hasTolls: Bool { fatalError() }
    @available(iOS 16.0, *)
    open var hasHighways: Bool { fatalError() }
}

extension MKRoute {
    /// Single leg of a route.
    @objc(MKRouteStep)
    open class Step: NSObject {
        public override init() { fatalError() }
        open var instructions: String { fatalError() }
        open var notice: String? { fatalError() }
        open var polyline: MKPolyline { fatalError() }
        open var distance: CLLocationDistance { fatalError() }
        open var transportType: MKDirectionsTransportType { fatalError() }
    }
}

// MARK: - Formatting and snapshots (MKDistanceFormatter.h, MKMapSnapshotter.h, ...)

/// Formats distances as localized text.
open class MKDistanceFormatter: Formatter {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    @discardableResult
    open func string(fromDistance distance: CLLocationDistance) -> String { fatalError() }
    @discardableResult
    open func distance(from distance: String) -> CLLocationDistance { fatalError() }
    open var locale: Locale! { get { fatalError() } set { } }
    open var units: MKDistanceFormatter.Units { get { fatalError() } set { } }
    open var unitStyle: MKDistanceFormatter.DistanceUnitStyle { get { fatalError() } set { } }

    @objc(MKDistanceFormatterUnits)
    public enum Units: UInt, @unchecked Sendable {
        case `default` = 0
        case metric = 1
        case imperial = 2
        case imperialWithYards = 3
    }

    @objc(MKDistanceFormatterUnitStyle)
    public enum DistanceUnitStyle: UInt, @unchecked Sendable {
        case `default` = 0
        case abbreviated = 1
        case full = 2
    }
}

/// Renders a map region to an image.
open class MKMapSnapshotter: NSObject {
    public typealias CompletionHandler = (MKMapSnapshotter.Snapshot?, (any Error)?) -> Void
    public init(options: MKMapSnapshotter.Options) { fatalError() }
    public convenience override init() { fatalError() }
    @discardableResult
    open func start(completionHandler: @escaping @Sendable (MKMapSnapshotter.Snapshot?, (any Error)?) -> Void) { fatalError() }
    @discardableResult
    open func start() async throws -> MKMapSnapshotter.Snapshot { fatalError() }
    @discardableResult
    open func start(with queue: DispatchQueue, completionHandler: @escaping @Sendable (MKMapSnapshotter.Snapshot?, (any Error)?) -> Void) { fatalError() }
    @discardableResult
    open func start(with queue: DispatchQueue) async throws -> MKMapSnapshotter.Snapshot { fatalError() }
    open func cancel() { fatalError() }
    open var isLoading: Bool { fatalError() }
}

extension MKMapSnapshotter {
    /// Settings for a map snapshot.
    @objc(MKMapSnapshotOptions)
    open class Options: NSObject, NSCopying {
        public override init() { fatalError() }
        @discardableResult
        open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
        open var camera: MKMapCamera { get { fatalError() } set { } }
        open var mapRect: MKMapRect { get { fatalError() } set { } }
        open var region: MKCoordinateRegion { get { fatalError() } set { } }
        open var mapType: MKMapType { get { fatalError() } set { } }
        open var pointOfInterestFilter: MKPointOfInterestFilter? { get { fatalError() } set { } }
        @available(iOS, introduced: 7.0, deprecated: 13.0, message: "Use pointOfInterestFilter")
        open var showsPointsOfInterest: Bool { get { fatalError() } set { } }
        open var showsBuildings: Bool { get { fatalError() } set { } }
        open var size: CGSize { get { fatalError() } set { } }
        open var scale: CGFloat { get { fatalError() } set { } }
        open var traitCollection: UITraitCollection { get { fatalError() } set { } }
    }

    /// Map image produced by a snapshotter.
    @objc(MKMapSnapshot)
    open class Snapshot: NSObject {
        public override init() { fatalError() }
        open var image: UIImage { fatalError() }
        @discardableResult
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint { fatalError() }
        open var traitCollection: UITraitCollection { fatalError() }
    }
}

// MARK: - Geocoding requests (iOS 26)

/// Address-to-place lookup.
@available(iOS 26.0, *)
open class MKGeocodingRequest: NSObject {
    @available(*, unavailable)
    public override init() { fatalError() }
    public init?(addressString: String) { fatalError() }
    open var addressString: String { fatalError() }
    open var region: MKCoordinateRegion { get { fatalError() } set { } }
    open var preferredLocale: Locale? { get { fatalError() } set { } }
    @discardableResult
    open func getMapItems(completionHandler: @escaping @MainActor @Sendable ([MKMapItem]?, (any Error)?) -> Void) { fatalError() }
    open var mapItems: [MKMapItem] { get async throws { fatalError() } }
    open func cancel() { fatalError() }
    open var isCancelled: Bool { fatalError() }
    open var isLoading: Bool { fatalError() }
}

/// Location-to-address lookup.
@available(iOS 26.0, *)
open class MKReverseGeocodingRequest: NSObject {
    @available(*, unavailable)
    public override init() { fatalError() }
    public init?(location: CLLocation) { fatalError() }
    open var location: CLLocation { fatalError() }
    open var preferredLocale: Locale? { get { fatalError() } set { } }
    @discardableResult
    open func getMapItems(completionHandler: @escaping @MainActor @Sendable ([MKMapItem]?, (any Error)?) -> Void) { fatalError() }
    open var mapItems: [MKMapItem] { get async throws { fatalError() } }
    open func cancel() { fatalError() }
    open var isCancelled: Bool { fatalError() }
    open var isLoading: Bool { fatalError() }
}

/// Annotation wrapping a map item.
@available(iOS 18.0, *)
open class MKMapItemAnnotation: NSObject, MKAnnotation {
    @available(*, unavailable)
    public override init() { fatalError() }
    public init?(mapItem: MKMapItem) { fatalError() }
    open var mapItem: MKMapItem { fatalError() }
    open var coordinate: CLLocationCoordinate2D { fatalError() }
    open var title: String? { fatalError() }
    open var subtitle: String? { fatalError() }
}
