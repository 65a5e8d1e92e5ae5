import Foundation
import UIKit
import CoreLocation

// MARK: - MKMapView (MKMapView.h)

public let MKMapViewDefaultAnnotationViewReuseIdentifier: String = { fatalError() }()
public let MKMapViewDefaultClusterAnnotationViewReuseIdentifier: String = { fatalError() }()

/// Map view for embedding in an app's UI.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class MKMapView: UIView {
    weak open var delegate: (any MKMapViewDelegate)? { get { fatalError() } set { } }
    open var mapType: MKMapType { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    open var preferredConfiguration: MKMapConfiguration { get { fatalError() } set { } }
    @available(iOS 16.0, *)
    open var selectableMapFeatures: MKMapFeatureOptions { get { fatalError() } set { } }

    open var region: MKCoordinateRegion { get { fatalError() } set { } }
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { fatalError() }
    open var centerCoordinate: CLLocationCoordinate2D { get { fatalError() } set { } }
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { fatalError() }
    @discardableResult
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion { fatalError() }
    open var visibleMapRect: MKMapRect { get { fatalError() } set { } }
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated animate: Bool) { fatalError() }
    @discardableResult
    open func mapRectThatFits(_ mapRect: MKMapRect) -> MKMapRect { fatalError() }
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated animate: Bool) { fatalError() }
    @discardableResult
    open func mapRectThatFits(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets) -> MKMapRect { fatalError() }

    open var camera: MKMapCamera { get { fatalError() } set { } }
    open func setCamera(_ camera: MKMapCamera, animated: Bool) { fatalError() }
    open var cameraZoomRange: MKMapView.CameraZoomRange! { get { fatalError() } set { } }
    open func setCameraZoomRange(_ cameraZoomRange: MKMapView.CameraZoomRange?, animated: Bool) { fatalError() }
    open var cameraBoundary: MKMapView.CameraBoundary? { get { fatalError() } set { } }
    open func setCameraBoundary(_ cameraBoundary: MKMapView.CameraBoundary?, animated: Bool) { fatalError() }

    @discardableResult
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint { fatalError() }
    @discardableResult
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D { fatalError() }
    @discardableResult
    open func convert(_ region: MKCoordinateRegion, toRectTo view: UIView?) -> CGRect { fatalError() }
    @discardableResult
    open func convert(_ rect: CGRect, toRegionFrom view: UIView?) -> MKCoordinateRegion { fatalError() }

    open var isZoomEnabled: Bool { get { fatalError() } set { } }
    open var isScrollEnabled: Bool { get { fatalError() } set { } }
    open var isRotateEnabled: Bool { get { fatalError() } set { } }
    open var isPitchEnabled: Bool { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    open var showsUserTrackingButton: Bool { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    open var pitchButtonVisibility: MKFeatureVisibility { get { fatalError() } set { } }
    open var showsCompass: Bool { get { fatalError() } set { } }
    open var showsScale: Bool { get { fatalError() } set { } }
    open var pointOfInterestFilter: MKPointOfInterestFilter? { get { fatalError() } set { } }
    @available(iOS, introduced: 7.0, deprecated: 13.0, message: "Use pointOfInterestFilter")
    open var showsPointsOfInterest: Bool { get { fatalError() } set { } }
    open var showsBuildings: Bool { get { fatalError() } set { } }
    open var showsTraffic: Bool { get { fatalError() } set { } }

    open var showsUserLocation: Bool { get { fatalError() } set { } }
    open var userLocation: MKUserLocation { fatalError() }
    open var userTrackingMode: MKUserTrackingMode { get { fatalError() } set { } }
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) { fatalError() }
    open var isUserLocationVisible: Bool { fatalError() }

    open func addAnnotation(_ annotation: any MKAnnotation) { fatalError() }
    open func addAnnotations(_ annotations: [any MKAnnotation]) { fatalError() }
    open func removeAnnotation(_ annotation: any MKAnnotation) { fatalError() }
    open func removeAnnotations(_ annotations: [any MKAnnotation]) { fatalError() }
    open var annotations: [any MKAnnotation] { fatalError() }
    @discardableResult
    open func annotations(in mapRect: MKMapRect) -> Set<AnyHashable> { fatalError() }
    @discardableResult
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { fatalError() }
    @discardableResult
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { fatalError() }
    @discardableResult
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView { fatalError() }
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) { fatalError() }
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) { fatalError() }
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) { fatalError() }
    open var selectedAnnotations: [any MKAnnotation] { get { fatalError() } set { } }
    open var annotationVisibleRect: CGRect { fatalError() }
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) { fatalError() }

    open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) { fatalError() }
    open func addOverlays(_ overlays: [any MKOverlay], level: MKOverlayLevel) { fatalError() }
    open func removeOverlay(_ overlay: any MKOverlay) { fatalError() }
    open func removeOverlays(_ overlays: [any MKOverlay]) { fatalError() }
    open func insertOverlay(_ overlay: any MKOverlay, at index: Int, level: MKOverlayLevel) { fatalError() }
    open func insertOverlay(_ overlay: any MKOverlay, above sibling: any MKOverlay) { fatalError() }
    open func insertOverlay(_ overlay: any MKOverlay, below sibling: any MKOverlay) { fatalError() }
    open func exchangeOverlay(_ overlay1: any MKOverlay, with overlay2: any MKOverlay) { fatalError() }
    open var overlays: [any MKOverlay] { fatalError() }
    @discardableResult
    open func overlays(in level: MKOverlayLevel) -> [any MKOverlay] { fatalError() }
    @discardableResult
    open func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? { fatalError() }
    open func addOverlay(_ overlay: any MKOverlay) { fatalError() }
    open func addOverlays(_ overlays: [any MKOverlay]) { fatalError() }
    open func insertOverlay(_ overlay: any MKOverlay, at index: Int) { fatalError() }
    open func exchangeOverlay(at index1: Int, withOverlayAt index2: Int) { fatalError() }
}

extension MKMapView {
    /// Min/max camera distance for zooming.
    @objc(MKMapCameraZoomRange)
    open class CameraZoomRange: NSObject, NSSecureCoding, NSCopying {
        public init?(minCenterCoordinateDistance minDistance: CLLocationDistance, maxCenterCoordinateDistance maxDistance: CLLocationDistance) { fatalError() }
        public convenience init?(minCenterCoordinateDistance minDistance: CLLocationDistance) { fatalError() }
        public convenience init?(maxCenterCoordinateDistance maxDistance: CLLocationDistance) { fatalError() }
        public required init?(coder: NSCoder) { fatalError() }
        open func encode(with coder: NSCoder) { fatalError() }
        open class var supportsSecureCoding: Bool { fatalError() }
        @discardableResult
        open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
        open var minCenterCoordinateDistance: CLLocationDistance { fatalError() }
        open var maxCenterCoordinateDistance: CLLocationDistance { fatalError() }
    }

    /// Area the map's centre must stay inside.
    @objc(MKMapCameraBoundary)
    open class CameraBoundary: NSObject, NSSecureCoding, NSCopying {
        public init?(mapRect: MKMapRect) { fatalError() }
        public init?(coordinateRegion region: MKCoordinateRegion) { fatalError() }
        public required init?(coder: NSCoder) { fatalError() }
        open func encode(with coder: NSCoder) { fatalError() }
        open class var supportsSecureCoding: Bool { fatalError() }
        @discardableResult
        open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
        open var mapRect: MKMapRect { fatalError() }
        open var region: MKCoordinateRegion { fatalError() }
    }
}

public let MKMapCameraZoomDefault: CLLocationDistance = { fatalError() }()

/// Delegate callbacks of a map view.
// Not `@objc` (its methods take `any MKAnnotation` / `any MKOverlay`); `@optional` methods have default implementations.
@preconcurrency @MainActor
public protocol MKMapViewDelegate: NSObjectProtocol {
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    func mapViewWillStartLoadingMap(_ mapView: MKMapView)
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
    func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error)
    func mapViewWillStartRenderingMap(_ mapView: MKMapView)
    func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool)
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    @available(iOS 16.0, *)
    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation)
    @available(iOS 16.0, *)
    func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation)
    func mapViewWillStartLocatingUser(_ mapView: MKMapView)
    func mapViewDidStopLocatingUser(_ mapView: MKMapView)
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error)
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, didChange newState: MKAnnotationView.DragState, fromOldState oldState: MKAnnotationView.DragState)
    func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool)
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
    func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer])
    func mapView(_ mapView: MKMapView, clusterAnnotationForMemberAnnotations memberAnnotations: [any MKAnnotation]) -> MKClusterAnnotation
    @available(iOS 18.0, *)
    func mapView(_ mapView: MKMapView, selectionAccessoryFor annotation: any MKAnnotation) -> MKSelectionAccessory?
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) { fatalError() }
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { fatalError() }
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) { fatalError() }
    public func mapViewWillStartLoadingMap(_ mapView: MKMapView) { fatalError() }
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) { fatalError() }
    public func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: any Error) { fatalError() }
    public func mapViewWillStartRenderingMap(_ mapView: MKMapView) { fatalError() }
    public func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool) { fatalError() }
    @discardableResult
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { fatalError() }
    public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) { fatalError() }
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) { fatalError() }
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) { fatalError() }
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) { fatalError() }
    @available(iOS 16.0, *)
    public func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) { fatalError() }
    @available(iOS 16.0, *)
    public func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) { fatalError() }
    public func mapViewWillStartLocatingUser(_ mapView: MKMapView) { fatalError() }
    public func mapViewDidStopLocatingUser(_ mapView: MKMapView) { fatalError() }
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) { fatalError() }
    public func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error) { fatalError() }
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, didChange newState: MKAnnotationView.DragState, fromOldState oldState: MKAnnotationView.DragState) { fatalError() }
    public func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) { fatalError() }
    @discardableResult
    public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer { fatalError() }
    public func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) { fatalError() }
    @discardableResult
    public func mapView(_ mapView: MKMapView, clusterAnnotationForMemberAnnotations memberAnnotations: [any MKAnnotation]) -> MKClusterAnnotation { fatalError() }
    @discardableResult
    @available(iOS 18.0, *)
    public func mapView(_ mapView: MKMapView, selectionAccessoryFor annotation: any MKAnnotation) -> MKSelectionAccessory? { fatalError() }
}

// MARK: - Annotation views (MKAnnotationView.h, MKMarkerAnnotationView.h, ...)

public let MKAnnotationCalloutInfoDidChangeNotification: String = { fatalError() }()

/// Priority deciding which features stay visible when they collide.
public struct MKFeatureDisplayPriority: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: Float) { fatalError() }
    public init(_ rawValue: Float) { fatalError() }
    public var rawValue: Float { fatalError() }
    public static let required: MKFeatureDisplayPriority = { fatalError() }()
    public static let defaultHigh: MKFeatureDisplayPriority = { fatalError() }()
    public static let defaultLow: MKFeatureDisplayPriority = { fatalError() }()
}

/// Stacking order value for annotation views.
@available(iOS 14.0, *)
public struct MKAnnotationViewZPriority: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: Float) { fatalError() }
    public init(_ rawValue: Float) { fatalError() }
    public var rawValue: Float { fatalError() }
    public static let max: MKAnnotationViewZPriority = { fatalError() }()
    public static let defaultSelected: MKAnnotationViewZPriority = { fatalError() }()
    public static let defaultUnselected: MKAnnotationViewZPriority = { fatalError() }()
    public static let min: MKAnnotationViewZPriority = { fatalError() }()
}

/// View that draws an annotation on the map.
@preconcurrency @MainActor
open class MKAnnotationView: UIView {
    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) { fatalError() }
    public convenience override init(frame: CGRect) { fatalError() }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    open var reuseIdentifier: String? { fatalError() }
    open func prepareForReuse() { fatalError() }
    open func prepareForDisplay() { fatalError() }
    open var annotation: (any MKAnnotation)? { get { fatalError() } set { } }
    open var image: UIImage? { get { fatalError() } set { } }
    open var centerOffset: CGPoint { get { fatalError() } set { } }
    open var calloutOffset: CGPoint { get { fatalError() } set { } }
    open var isEnabled: Bool { get { fatalError() } set { } }
    open var isHighlighted: Bool { get { fatalError() } set { } }
    open var isSelected: Bool { get { fatalError() } set { } }
    open func setSelected(_ selected: Bool, animated: Bool) { fatalError() }
    open var canShowCallout: Bool { get { fatalError() } set { } }
    open var leftCalloutAccessoryView: UIView? { get { fatalError() } set { } }
    open var rightCalloutAccessoryView: UIView? { get { fatalError() } set { } }
    open var detailCalloutAccessoryView: UIView? { get { fatalError() } set { } }
    open var isDraggable: Bool { get { fatalError() } set { } }
    open var dragState: MKAnnotationView.DragState { get { fatalError() } set { } }
    open func setDragState(_ newDragState: MKAnnotationView.DragState, animated: Bool) { fatalError() }
    open var clusteringIdentifier: String? { get { fatalError() } set { } }
    weak open var clusterAnnotationView: MKAnnotationView? { fatalError() }
    open var displayPriority: MKFeatureDisplayPriority { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open var zPriority: MKAnnotationViewZPriority { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open var selectedZPriority: MKAnnotationViewZPriority { get { fatalError() } set { } }
    open var collisionMode: MKAnnotationView.CollisionMode { get { fatalError() } set { } }

    @objc(MKAnnotationViewDragState)
    public enum DragState: UInt, @unchecked Sendable {
        case none = 0
        case starting = 1
        case dragging = 2
        case canceling = 3
        case ending = 4
    }

    @objc(MKAnnotationViewCollisionMode)
    public enum CollisionMode: Int, @unchecked Sendable {
        case rectangle = 0
        case circle = 1
        case none = 2
    }
}

/// Balloon-marker annotation view.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class MKMarkerAnnotationView: MKAnnotationView {
    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) { fatalError() }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    open var titleVisibility: MKFeatureVisibility { get { fatalError() } set { } }
    open var subtitleVisibility: MKFeatureVisibility { get { fatalError() } set { } }
    open var markerTintColor: UIColor? { get { fatalError() } set { } }
    open var glyphTintColor: UIColor? { get { fatalError() } set { } }
    open var glyphText: String? { get { fatalError() } set { } }
    open var glyphImage: UIImage? { get { fatalError() } set { } }
    open var selectedGlyphImage: UIImage? { get { fatalError() } set { } }
    open var animatesWhenAdded: Bool { get { fatalError() } set { } }
}

/// Pin-style annotation view (deprecated).
@available(iOS, introduced: 3.0, deprecated: 16.0, renamed: "MKMarkerAnnotationView")
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class MKPinAnnotationView: MKAnnotationView {
    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) { fatalError() }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    @discardableResult
    open class func redPinColor() -> UIColor { fatalError() }
    @discardableResult
    open class func greenPinColor() -> UIColor { fatalError() }
    @discardableResult
    open class func purplePinColor() -> UIColor { fatalError() }
    open var pinTintColor: UIColor! { get { fatalError() } set { } }
    open var animatesDrop: Bool { get { fatalError() } set { } }
}

/// View marking the user's location.
@available(iOS 14.0, *)
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class MKUserLocationView: MKAnnotationView {
    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) { fatalError() }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
}

// MARK: - Map controls (MKCompassButton.h, MKScaleView.h, MKUserTrackingButton.h, MKUserTrackingBarButtonItem.h)

/// Compass control showing the map's heading.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class MKCompassButton: UIView {
    public convenience init(mapView: MKMapView?) { fatalError() }
    weak open var mapView: MKMapView? { get { fatalError() } set { } }
    open var compassVisibility: MKFeatureVisibility { get { fatalError() } set { } }
}

/// Scale bar for a map.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class MKScaleView: UIView {
    public convenience init(mapView: MKMapView?) { fatalError() }
    weak open var mapView: MKMapView? { get { fatalError() } set { } }
    open var scaleVisibility: MKFeatureVisibility { get { fatalError() } set { } }
    open var legendAlignment: MKScaleView.Alignment { get { fatalError() } set { } }

    @objc(MKScaleViewAlignment)
    public enum Alignment: Int, @unchecked Sendable {
        case leading = 0
        case trailing = 1
    }
}

/// Button cycling a map view's user-tracking mode.
@preconcurrency @MainActor @_inheritsConvenienceInitializers
open class MKUserTrackingButton: UIView {
    public convenience init(mapView: MKMapView?) { fatalError() }
    weak open var mapView: MKMapView? { get { fatalError() } set { } }
}

/// Bar button item form of the user-tracking control.
@preconcurrency @MainActor
open class MKUserTrackingBarButtonItem: UIBarButtonItem {
    public init(mapView: MKMapView?) { fatalError() }
    public convenience override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var mapView: MKMapView? { get { fatalError() } set { } }
}

// MARK: - Camera (MKMapCamera.h)

/// Viewpoint (centre, distance, pitch, heading) of a map.
open class MKMapCamera: NSObject, NSSecureCoding, NSCopying {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var centerCoordinate: CLLocationCoordinate2D { get { fatalError() } set { } }
    open var centerCoordinateDistance: CLLocationDistance { get { fatalError() } set { } }
    open var heading: CLLocationDirection { get { fatalError() } set { } }
    open var pitch: CGFloat { get { fatalError() } set { } }
    open var altitude: CLLocationDistance { get { fatalError() } set { } }
    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromEyeCoordinate eyeCoordinate: CLLocationCoordinate2D, eyeAltitude: CLLocationDistance) { fatalError() }
    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance, pitch: CGFloat, heading: CLLocationDirection) { fatalError() }
    @available(iOS 16.0, *)
    public convenience init(lookingAt mapItem: MKMapItem, forViewSize viewSize: CGSize, allowPitch: Bool) { fatalError() }
}

// MARK: - Map configurations (MKMapConfiguration.h, MKStandardMapConfiguration.h, ...)

/// Base class of map style configurations.
@available(iOS 16.0, *)
open class MKMapConfiguration: NSObject, NSSecureCoding, NSCopying {
    @available(*, unavailable)
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var elevationStyle: MKMapConfiguration.ElevationStyle { get { fatalError() } set { } }

    @objc(MKMapElevationStyle)
    public enum ElevationStyle: Int, @unchecked Sendable {
        case flat = 0
        case realistic = 1
    }
}

/// Street-map style configuration.
@available(iOS 16.0, *)
open class MKStandardMapConfiguration: MKMapConfiguration {
    public init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(elevationStyle: MKMapConfiguration.ElevationStyle) { fatalError() }
    public convenience init(elevationStyle: MKMapConfiguration.ElevationStyle, emphasisStyle: MKStandardMapConfiguration.EmphasisStyle) { fatalError() }
    public convenience init(emphasisStyle: MKStandardMapConfiguration.EmphasisStyle) { fatalError() }
    open var emphasisStyle: MKStandardMapConfiguration.EmphasisStyle { get { fatalError() } set { } }
    open var pointOfInterestFilter: MKPointOfInterestFilter? { get { fatalError() } set { } }
    open var showsTraffic: Bool { get { fatalError() } set { } }

    @objc(MKStandardMapEmphasisStyle)
    public enum EmphasisStyle: Int, @unchecked Sendable {
        case `default` = 0
        case muted = 1
    }
}

/// Satellite imagery with roads and labels.
@available(iOS 16.0, *)
open class MKHybridMapConfiguration: MKMapConfiguration {
    public init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(elevationStyle: MKMapConfiguration.ElevationStyle) { fatalError() }
    open var pointOfInterestFilter: MKPointOfInterestFilter? { get { fatalError() } set { } }
    open var showsTraffic: Bool { get { fatalError() } set { } }
}

/// Imagery-only map style configuration.
@available(iOS 16.0, *)
open class MKImageryMapConfiguration: MKMapConfiguration {
    public init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience init(elevationStyle: MKMapConfiguration.ElevationStyle) { fatalError() }
}

// MARK: - Look Around (MKLookAroundScene.h, MKLookAroundSceneRequest.h, MKLookAroundViewController.h)

/// Street-level Look Around scene.
@available(iOS 16.0, *)
open class MKLookAroundScene: NSObject, NSCopying {
    @available(*, unavailable)
    public override init() { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// Fetches a Look Around scene for a place.
@available(iOS 16.0, *)
open class MKLookAroundSceneRequest: NSObject {
    @available(*, unavailable)
    public override init() { fatalError() }
    public init(coordinate: CLLocationCoordinate2D) { fatalError() }
    public init(mapItem: MKMapItem) { fatalError() }
    open var coordinate: CLLocationCoordinate2D { fatalError() }
    open var mapItem: MKMapItem? { fatalError() }
    open var isCancelled: Bool { fatalError() }
    open var isLoading: Bool { fatalError() }
    @discardableResult
    open func getScene(completionHandler: @escaping @MainActor @Sendable (MKLookAroundScene?, (any Error)?) -> Void) { fatalError() }
    open var scene: MKLookAroundScene? { get async throws { fatalError() } }
    open func cancel() { fatalError() }
}

/// Where the Look Around badge sits.
@objc(MKLookAroundBadgePosition)
@available(iOS 16.0, *)
public enum MKLookAroundBadgePosition: Int, @unchecked Sendable {
    case topLeading = 0
    case topTrailing = 1
    case bottomTrailing = 2
}

/// View controller showing a Look Around scene.
@available(iOS 16.0, *)
@preconcurrency @MainActor
open class MKLookAroundViewController: UIViewController {
    public init(scene: MKLookAroundScene) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    weak open var delegate: (any MKLookAroundViewControllerDelegate)? { get { fatalError() } set { } }
    open var scene: MKLookAroundScene? { get { fatalError() } set { } }
    open var isNavigationEnabled: Bool { get { fatalError() } set { } }
    open var showsRoadLabels: Bool { get { fatalError() } set { } }
    open var pointOfInterestFilter: MKPointOfInterestFilter? { get { fatalError() } set { } }
    open var badgePosition: MKLookAroundBadgePosition { get { fatalError() } set { } }
    public typealias BadgePosition = MKLookAroundBadgePosition
}

/// Delegate callbacks of a Look Around view controller.
@available(iOS 16.0, *)
@preconcurrency @MainActor
@objc public protocol MKLookAroundViewControllerDelegate: NSObjectProtocol {
    @objc optional func lookAroundViewControllerWillUpdateScene(_ viewController: MKLookAroundViewController)
    @objc optional func lookAroundViewControllerDidUpdateScene(_ viewController: MKLookAroundViewController)
    @objc optional func lookAroundViewControllerWillPresentFullScreen(_ viewController: MKLookAroundViewController)
    @objc optional func lookAroundViewControllerDidPresentFullScreen(_ viewController: MKLookAroundViewController)
    @objc optional func lookAroundViewControllerWillDismissFullScreen(_ viewController: MKLookAroundViewController)
    @objc optional func lookAroundViewControllerDidDismissFullScreen(_ viewController: MKLookAroundViewController)
}

// MARK: - Selection accessories (iOS 18)

/// Accessory shown for a selected annotation.
@available(iOS 18.0, *)
open class MKSelectionAccessory: NSObject {
    @available(*, unavailable)
    public override init() { fatalError() }
    @discardableResult
    open class func mapItemDetail(_ presentationStyle: MKSelectionAccessory.MapItemDetailPresentationStyle) -> MKSelectionAccessory { fatalError() }
}

@available(iOS 18.0, *)
extension MKSelectionAccessory {
    /// How map item details are presented as an accessory.
    @objc(MKMapItemDetailSelectionAccessoryPresentationStyle)
    open class MapItemDetailPresentationStyle: NSObject {
        @available(*, unavailable)
        public override init() { fatalError() }
        open class var callout: MKSelectionAccessory.MapItemDetailPresentationStyle { fatalError() }
        open class var openInMaps: MKSelectionAccessory.MapItemDetailPresentationStyle { fatalError() }
        @discardableResult
        open class func sheet(presentedFrom viewController: UIViewController) -> MKSelectionAccessory.MapItemDetailPresentationStyle { fatalError() }

        @objc(MKMapItemDetailSelectionAccessoryCalloutStyle)
        public enum CalloutStyle: Int, @unchecked Sendable {
            case automatic = 0
            case full = 1
            case compact = 2
        }
    }
}

// MARK: - Place cards (iOS 18)

/// View controller showing a map item's details.
@available(iOS 18.0, *)
@preconcurrency @MainActor
open class MKMapItemDetailViewController: UIViewController {
    public init(mapItem: MKMapItem?) { fatalError() }
    public init(mapItem: MKMapItem?, displaysMap: Bool) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    weak open var delegate: (any MKMapItemDetailViewControllerDelegate)? { get { fatalError() } set { } }
    open var mapItem: MKMapItem? { get { fatalError() } set { } }
}

/// Delegate callbacks of a map item detail view controller.
@available(iOS 18.0, *)
@preconcurrency @MainActor
@objc public protocol MKMapItemDetailViewControllerDelegate: NSObjectProtocol {
    func mapItemDetailViewControllerDidFinish(_ detailViewController: MKMapItemDetailViewController)
}
