@_exported import Foundation
@_exported import UIKit
@_exported import CoreLocation

// MARK: - Geometry (MKGeometry.h)

/// Latitude and longitude deltas of a region.
public struct MKCoordinateSpan: @unchecked Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { fatalError() }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) { fatalError() }
}

/// Centre coordinate plus span.
public struct MKCoordinateRegion: @unchecked Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { fatalError() }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) { fatalError() }
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) { fatalError() }
    public init(_ rect: MKMapRect) { fatalError() }
}

/// Point in the flat map projection.
public struct MKMapPoint: @unchecked Sendable {
    public var x: Double
    public var y: Double
    public init() { fatalError() }
    public init(x: Double, y: Double) { fatalError() }
    public init(_ coordinate: CLLocationCoordinate2D) { fatalError() }
    public var coordinate: CLLocationCoordinate2D { fatalError() }
    @discardableResult
    public func distance(to b: MKMapPoint) -> CLLocationDistance { fatalError() }
}

/// Width and height in map-projection units.
public struct MKMapSize: @unchecked Sendable {
    public var width: Double
    public var height: Double
    public init() { fatalError() }
    public init(width: Double, height: Double) { fatalError() }
    public static let world: MKMapSize = { fatalError() }()
}

/// Rectangle in the flat map projection.
public struct MKMapRect: @unchecked Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize
    public init() { fatalError() }
    public init(origin: MKMapPoint, size: MKMapSize) { fatalError() }
    public init(x: Double, y: Double, width: Double, height: Double) { fatalError() }
    public static let world: MKMapRect = { fatalError() }()
    public static let null: MKMapRect = { fatalError() }()
    public var minX: Double { fatalError() }
    public var maxX: Double { fatalError() }
    public var midX: Double { fatalError() }
    public var minY: Double { fatalError() }
    public var maxY: Double { fatalError() }
    public var midY: Double { fatalError() }
    public var width: Double { fatalError() }
    public var height: Double { fatalError() }
    public var isEmpty: Bool { fatalError() }
    public var isNull: Bool { fatalError() }
    public var spans180thMeridian: Bool { fatalError() }
    public var remainder: MKMapRect { fatalError() }
    @discardableResult
    public func union(_ rect2: MKMapRect) -> MKMapRect { fatalError() }
    @discardableResult
    public func intersection(_ rect2: MKMapRect) -> MKMapRect { fatalError() }
    @discardableResult
    public func insetBy(dx: Double, dy: Double) -> MKMapRect { fatalError() }
    @discardableResult
    public func offsetBy(dx: Double, dy: Double) -> MKMapRect { fatalError() }
    @discardableResult
    public func contains(_ point: MKMapPoint) -> Bool { fatalError() }
    @discardableResult
    public func contains(_ rect2: MKMapRect) -> Bool { fatalError() }
    @discardableResult
    public func intersects(_ rect2: MKMapRect) -> Bool { fatalError() }
}

public typealias MKZoomScale = CGFloat

@discardableResult
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance { fatalError() }
@discardableResult
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double { fatalError() }
@discardableResult
public func MKMapPointEqualToPoint(_ point1: MKMapPoint, _ point2: MKMapPoint) -> Bool { fatalError() }
@discardableResult
public func MKMapSizeEqualToSize(_ size1: MKMapSize, _ size2: MKMapSize) -> Bool { fatalError() }
@discardableResult
public func MKMapRectEqualToRect(_ rect1: MKMapRect, _ rect2: MKMapRect) -> Bool { fatalError() }
@discardableResult
public func MKStringFromMapPoint(_ point: MKMapPoint) -> String { fatalError() }
@discardableResult
public func MKStringFromMapSize(_ size: MKMapSize) -> String { fatalError() }
@discardableResult
public func MKStringFromMapRect(_ rect: MKMapRect) -> String { fatalError() }
@discardableResult
public func MKRoadWidthAtZoomScale(_ zoomScale: MKZoomScale) -> CGFloat { fatalError() }

extension NSValue {
    public convenience init(mkCoordinate coordinate: CLLocationCoordinate2D) { fatalError() }
    public convenience init(mkCoordinateSpan span: MKCoordinateSpan) { fatalError() }
    public var mkCoordinateValue: CLLocationCoordinate2D { fatalError() }
    public var mkCoordinateSpanValue: MKCoordinateSpan { fatalError() }
}

// MARK: - Types (MKTypes.h)

/// Map style (standard, satellite, hybrid…).
@objc(MKMapType)
public enum MKMapType: UInt, @unchecked Sendable {
    case standard = 0
    case satellite = 1
    case hybrid = 2
    case satelliteFlyover = 3
    case hybridFlyover = 4
    case mutedStandard = 5
}

/// Visible, hidden or adaptive setting for map features.
@objc(MKFeatureVisibility)
public enum MKFeatureVisibility: Int, @unchecked Sendable {
    case adaptive = 0
    case hidden = 1
    case visible = 2
}

/// Layer at which an overlay is drawn.
@objc(MKOverlayLevel)
public enum MKOverlayLevel: Int, @unchecked Sendable {
    case aboveRoads = 0
    case aboveLabels = 1
}

/// How the map follows the user's position.
@objc(MKUserTrackingMode)
public enum MKUserTrackingMode: Int, @unchecked Sendable {
    case none = 0
    case follow = 1
    case followWithHeading = 2
}

/// Map feature kinds the user may select.
@available(iOS 16.0, *)
public struct MKMapFeatureOptions: OptionSet, @unchecked Sendable {
    public init(rawValue: Int) { fatalError() }
    public let rawValue: Int
    public static var pointsOfInterest: MKMapFeatureOptions { fatalError() }
    public static var territories: MKMapFeatureOptions { fatalError() }
    public static var physicalFeatures: MKMapFeatureOptions { fatalError() }
}

public let MKErrorDomain: String = { fatalError() }()

/// MapKit error codes.
public struct MKError: Error, Hashable, @unchecked Sendable {
    public init(_ code: MKError.Code, userInfo: [String: Any] = [:]) { fatalError() }
    public static var errorDomain: String { fatalError() }
    public var code: MKError.Code { fatalError() }
    public var errorCode: Int { fatalError() }
    public var errorUserInfo: [String: Any] { fatalError() }
    public static func == (lhs: MKError, rhs: MKError) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
    @objc(MKErrorCode)
    public enum Code: UInt, @unchecked Sendable {
        case unknown = 1
        case serverFailure = 2
        case loadingThrottled = 3
        case placemarkNotFound = 4
        case directionsNotFound = 5
        case decodingFailed = 6
    }
    public static var unknown: MKError.Code { fatalError() }
    public static var serverFailure: MKError.Code { fatalError() }
    public static var loadingThrottled: MKError.Code { fatalError() }
    public static var placemarkNotFound: MKError.Code { fatalError() }
    public static var directionsNotFound: MKError.Code { fatalError() }
    public static var decodingFailed: MKError.Code { fatalError() }
}

// MARK: - Annotations (MKAnnotation.h, MKShape.h, MKPointAnnotation.h, MKClusterAnnotation.h)

/// Protocol for content pinned to a map coordinate.
// Not `@objc` here: its `coordinate` type (CoreLocation half's Swift struct) cannot be represented in Objective-C,
// so the Objective-C `@optional` members are modelled as requirements with default implementations.
public protocol MKAnnotation: NSObjectProtocol {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { fatalError() }
    public var subtitle: String? { fatalError() }
}

/// Base class of shape annotations.
open class MKShape: NSObject, MKAnnotation {
    public override init() { fatalError() }
    open var coordinate: CLLocationCoordinate2D { fatalError() }
    open var title: String? { get { fatalError() } set { } }
    open var subtitle: String? { get { fatalError() } set { } }
}

/// Annotation at a single point with a title.
open class MKPointAnnotation: MKShape {
    public override init() { fatalError() }
    public convenience init(coordinate: CLLocationCoordinate2D) { fatalError() }
    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) { fatalError() }
    open override var coordinate: CLLocationCoordinate2D { get { fatalError() } set { } }
}

/// Annotation standing in for a cluster of annotations.
open class MKClusterAnnotation: NSObject, MKAnnotation {
    @available(*, unavailable)
    public override init() { fatalError() }
    public init(memberAnnotations: [any MKAnnotation]) { fatalError() }
    open var coordinate: CLLocationCoordinate2D { fatalError() }
    open var title: String? { get { fatalError() } set { } }
    open var subtitle: String? { get { fatalError() } set { } }
    open var memberAnnotations: [any MKAnnotation] { fatalError() }
}

/// Annotation for the user's own position.
open class MKUserLocation: NSObject, MKAnnotation {
    public override init() { fatalError() }
    open var coordinate: CLLocationCoordinate2D { fatalError() }
    open var isUpdating: Bool { fatalError() }
    open var location: CLLocation? { fatalError() }
    open var heading: CLHeading? { fatalError() }
    open var title: String? { get { fatalError() } set { } }
    open var subtitle: String? { get { fatalError() } set { } }
}

// MARK: - Feature annotations (MKMapFeatureAnnotation.h, MKIconStyle.h)

/// Annotation for a tappable map feature.
@available(iOS 16.0, *)
open class MKMapFeatureAnnotation: NSObject, MKAnnotation {
    @available(*, unavailable)
    public override init() { fatalError() }
    open var coordinate: CLLocationCoordinate2D { fatalError() }
    open var title: String? { fatalError() }
    open var subtitle: String? { fatalError() }
    open var featureType: MKMapFeatureAnnotation.FeatureType { fatalError() }
    open var iconStyle: MKIconStyle? { fatalError() }
    open var pointOfInterestCategory: MKPointOfInterestCategory? { fatalError() }

    @objc(MKMapFeatureType)
    public enum FeatureType: Int, @unchecked Sendable {
        case pointOfInterest = 0
        case territory = 1
        case physicalFeature = 2
    }
}

/// Icon and background colour of a feature.
@available(iOS 16.0, *)
open class MKIconStyle: NSObject {
    @available(*, unavailable)
    public override init() { fatalError() }
    open var backgroundColor: UIColor { fatalError() }
    open var image: UIImage { fatalError() }
}

// MARK: - Points of interest (MKPointOfInterestCategory.h, MKPointOfInterestFilter.h)

/// Point-of-interest category identifiers.
public struct MKPointOfInterestCategory: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static let airport: MKPointOfInterestCategory = { fatalError() }()
    public static let amusementPark: MKPointOfInterestCategory = { fatalError() }()
    public static let aquarium: MKPointOfInterestCategory = { fatalError() }()
    public static let atm: MKPointOfInterestCategory = { fatalError() }()
    public static let bakery: MKPointOfInterestCategory = { fatalError() }()
    public static let bank: MKPointOfInterestCategory = { fatalError() }()
    public static let beach: MKPointOfInterestCategory = { fatalError() }()
    public static let brewery: MKPointOfInterestCategory = { fatalError() }()
    public static let cafe: MKPointOfInterestCategory = { fatalError() }()
    public static let campground: MKPointOfInterestCategory = { fatalError() }()
    public static let carRental: MKPointOfInterestCategory = { fatalError() }()
    public static let evCharger: MKPointOfInterestCategory = { fatalError() }()
    public static let fireStation: MKPointOfInterestCategory = { fatalError() }()
    public static let fitnessCenter: MKPointOfInterestCategory = { fatalError() }()
    public static let foodMarket: MKPointOfInterestCategory = { fatalError() }()
    public static let gasStation: MKPointOfInterestCategory = { fatalError() }()
    public static let hospital: MKPointOfInterestCategory = { fatalError() }()
    public static let hotel: MKPointOfInterestCategory = { fatalError() }()
    public static let laundry: MKPointOfInterestCategory = { fatalError() }()
    public static let library: MKPointOfInterestCategory = { fatalError() }()
    public static let marina: MKPointOfInterestCategory = { fatalError() }()
    public static let movieTheater: MKPointOfInterestCategory = { fatalError() }()
    public static let museum: MKPointOfInterestCategory = { fatalError() }()
    public static let nationalPark: MKPointOfInterestCategory = { fatalError() }()
    public static let nightlife: MKPointOfInterestCategory = { fatalError() }()
    public static let park: MKPointOfInterestCategory = { fatalError() }()
    public static let parking: MKPointOfInterestCategory = { fatalError() }()
    public static let pharmacy: MKPointOfInterestCategory = { fatalError() }()
    public static let police: MKPointOfInterestCategory = { fatalError() }()
    public static let postOffice: MKPointOfInterestCategory = { fatalError() }()
    public static let publicTransport: MKPointOfInterestCategory = { fatalError() }()
    public static let restaurant: MKPointOfInterestCategory = { fatalError() }()
    public static let restroom: MKPointOfInterestCategory = { fatalError() }()
    public static let school: MKPointOfInterestCategory = { fatalError() }()
    public static let stadium: MKPointOfInterestCategory = { fatalError() }()
    public static let store: MKPointOfInterestCategory = { fatalError() }()
    public static let theater: MKPointOfInterestCategory = { fatalError() }()
    public static let university: MKPointOfInterestCategory = { fatalError() }()
    public static let winery: MKPointOfInterestCategory = { fatalError() }()
    public static let zoo: MKPointOfInterestCategory = { fatalError() }()
}

/// Include/exclude list of point-of-interest categories.
open class MKPointOfInterestFilter: NSObject, NSSecureCoding, NSCopying {
    open class var includingAll: MKPointOfInterestFilter { fatalError() }
    open class var excludingAll: MKPointOfInterestFilter { fatalError() }
    public init(including categories: [MKPointOfInterestCategory]) { fatalError() }
    public convenience override init() { fatalError() }
    public init(excluding categories: [MKPointOfInterestCategory]) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    @discardableResult
    open func includes(_ category: MKPointOfInterestCategory) -> Bool { fatalError() }
    @discardableResult
    open func excludes(_ category: MKPointOfInterestCategory) -> Bool { fatalError() }
}
