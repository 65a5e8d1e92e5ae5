import Foundation
import UIKit
import CoreLocation

// MARK: - Overlays (MKOverlay.h, MKMultiPoint.h, MKPolyline.h, MKPolygon.h, MKCircle.h, ...)

/// Protocol for content drawn over a map area.
// Not `@objc` (see MKAnnotation); `@optional` members have default implementations.
public protocol MKOverlay: MKAnnotation {
    var coordinate: CLLocationCoordinate2D { get }
    var boundingMapRect: MKMapRect { get }
    func intersects(_ mapRect: MKMapRect) -> Bool
    func canReplaceMapContent() -> Bool
}

extension MKOverlay {
    @discardableResult
    public func intersects(_ mapRect: MKMapRect) -> Bool { fatalError() }
    @discardableResult
    public func canReplaceMapContent() -> Bool { fatalError() }
}

/// Base class of shapes built from a list of points.
open class MKMultiPoint: MKShape {
    public override init() { fatalError() }
    @discardableResult
    open func points() -> UnsafeMutablePointer<MKMapPoint> { fatalError() }
    open var pointCount: Int { fatalError() }
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) { fatalError() }
    @discardableResult
    @available(iOS 14.0, *)
    open func location(atPointIndex index: Int) -> CGFloat { fatalError() }
}

/// Open line through a series of points.
open class MKPolyline: MKMultiPoint, MKOverlay {
    public override init() { fatalError() }
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) { fatalError() }
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) { fatalError() }
    open var boundingMapRect: MKMapRect { fatalError() }
}

/// Polyline that follows great-circle arcs.
open class MKGeodesicPolyline: MKPolyline {
    public override init() { fatalError() }
}

/// Closed shape through a series of points.
open class MKPolygon: MKMultiPoint, MKOverlay {
    public override init() { fatalError() }
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) { fatalError() }
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int, interiorPolygons: [MKPolygon]?) { fatalError() }
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) { fatalError() }
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int, interiorPolygons: [MKPolygon]?) { fatalError() }
    open var interiorPolygons: [MKPolygon]? { fatalError() }
    open var boundingMapRect: MKMapRect { fatalError() }
}

/// Circle overlay given by centre and radius.
open class MKCircle: MKShape, MKOverlay {
    public override init() { fatalError() }
    public convenience init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) { fatalError() }
    public convenience init(mapRect: MKMapRect) { fatalError() }
    open override var coordinate: CLLocationCoordinate2D { fatalError() }
    open var radius: CLLocationDistance { fatalError() }
    open var boundingMapRect: MKMapRect { fatalError() }
}

/// Several polylines treated as one overlay.
open class MKMultiPolyline: MKShape, MKOverlay {
    public init(_ polylines: [MKPolyline]) { fatalError() }
    public convenience override init() { fatalError() }
    open var polylines: [MKPolyline] { fatalError() }
    open var boundingMapRect: MKMapRect { fatalError() }
}

/// Several polygons treated as one overlay.
open class MKMultiPolygon: MKShape, MKOverlay {
    public init(_ polygons: [MKPolygon]) { fatalError() }
    public convenience override init() { fatalError() }
    open var polygons: [MKPolygon] { fatalError() }
    open var boundingMapRect: MKMapRect { fatalError() }
}

/// Overlay drawn from bitmap tiles.
open class MKTileOverlay: NSObject, MKOverlay {
    public init(urlTemplate URLTemplate: String?) { fatalError() }
    public convenience override init() { fatalError() }
    open var coordinate: CLLocationCoordinate2D { fatalError() }
    open var boundingMapRect: MKMapRect { fatalError() }
    open var tileSize: CGSize { get { fatalError() } set { } }
    open var isGeometryFlipped: Bool { get { fatalError() } set { } }
    open var minimumZ: Int { get { fatalError() } set { } }
    open var maximumZ: Int { get { fatalError() } set { } }
    open var urlTemplate: String? { fatalError() }
    open var canReplaceMapContent: Bool { get { fatalError() } set { } }
    @discardableResult
    open func url(forTilePath path: MKTileOverlay.Path) -> URL { fatalError() }
    @discardableResult
    open func loadTile(at path: MKTileOverlay.Path, result: @escaping (Data?, (any Error)?) -> Void) { fatalError() }
    @discardableResult
    open func loadTile(at path: MKTileOverlay.Path) async throws -> Data { fatalError() }
}

extension MKTileOverlay {
    /// Tile address: x, y, zoom level and scale.
    public struct Path: @unchecked Sendable {
        public var x: Int
        public var y: Int
        public var z: Int
        public var contentScaleFactor: CGFloat
        public init() { fatalError() }
        public init(x: Int, y: Int, z: Int, contentScaleFactor: CGFloat) { fatalError() }
    }
}

// MARK: - Renderers (MKOverlayRenderer.h, MKOverlayPathRenderer.h, ...)

/// Base class that draws an overlay.
open class MKOverlayRenderer: NSObject {
    public init(overlay: any MKOverlay) { fatalError() }
    public convenience override init() { fatalError() }
    open var overlay: any MKOverlay { fatalError() }
    @discardableResult
    open func point(for mapPoint: MKMapPoint) -> CGPoint { fatalError() }
    @discardableResult
    open func mapPoint(for point: CGPoint) -> MKMapPoint { fatalError() }
    @discardableResult
    open func rect(for mapRect: MKMapRect) -> CGRect { fatalError() }
    @discardableResult
    open func mapRect(for rect: CGRect) -> MKMapRect { fatalError() }
    @discardableResult
    open func canDraw(_ mapRect: MKMapRect, zoomScale: MKZoomScale) -> Bool { fatalError() }
    open func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) { fatalError() }
    open func setNeedsDisplay() { fatalError() }
    open func setNeedsDisplay(_ mapRect: MKMapRect) { fatalError() }
    open func setNeedsDisplay(_ mapRect: MKMapRect, zoomScale: MKZoomScale) { fatalError() }
    open var alpha: CGFloat { get { fatalError() } set { } }
    open var contentScaleFactor: CGFloat { fatalError() }
}

/// Renderer that strokes and fills a `CGPath`.
open class MKOverlayPathRenderer: MKOverlayRenderer {
    public override init(overlay: any MKOverlay) { fatalError() }
    open var fillColor: UIColor? { get { fatalError() } set { } }
    open var strokeColor: UIColor? { get { fatalError() } set { } }
    open var lineWidth: CGFloat { get { fatalError() } set { } }
    open var lineJoin: CGLineJoin { get { fatalError() } set { } }
    open var lineCap: CGLineCap { get { fatalError() } set { } }
    open var miterLimit: CGFloat { get { fatalError() } set { } }
    open var lineDashPhase: CGFloat { get { fatalError() } set { } }
    open var lineDashPattern: [NSNumber]? { get { fatalError() } set { } }
    open var shouldRasterize: Bool { get { fatalError() } set { } }
    open func createPath() { fatalError() }
    open var path: CGPath! { get { fatalError() } set { } }
    open func invalidatePath() { fatalError() }
    open func applyStrokeProperties(to context: CGContext, atZoomScale zoomScale: MKZoomScale) { fatalError() }
    open func applyFillProperties(to context: CGContext, atZoomScale zoomScale: MKZoomScale) { fatalError() }
    open func strokePath(_ path: CGPath, in context: CGContext) { fatalError() }
    open func fillPath(_ path: CGPath, in context: CGContext) { fatalError() }
}

/// Draws a polyline overlay.
open class MKPolylineRenderer: MKOverlayPathRenderer {
    public init(polyline: MKPolyline) { fatalError() }
    public override init(overlay: any MKOverlay) { fatalError() }
    open var polyline: MKPolyline { fatalError() }
    @available(iOS 14.0, *)
    open var strokeStart: CGFloat { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open var strokeEnd: CGFloat { get { fatalError() } set { } }
}

/// Draws a polyline with colour stops along it.
@available(iOS 14.0, *)
open class MKGradientPolylineRenderer: MKPolylineRenderer {
    public override init(polyline: MKPolyline) { fatalError() }
    public override init(overlay: any MKOverlay) { fatalError() }
    open var colors: [UIColor] { fatalError() }
}

/// Draws a polygon overlay.
open class MKPolygonRenderer: MKOverlayPathRenderer {
    public init(polygon: MKPolygon) { fatalError() }
    public override init(overlay: any MKOverlay) { fatalError() }
    open var polygon: MKPolygon { fatalError() }
    @available(iOS 14.0, *)
    open var strokeStart: CGFloat { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open var strokeEnd: CGFloat { get { fatalError() } set { } }
}

/// Draws a circle overlay.
open class MKCircleRenderer: MKOverlayPathRenderer {
    public init(circle: MKCircle) { fatalError() }
    public override init(overlay: any MKOverlay) { fatalError() }
    open var circle: MKCircle { fatalError() }
    @available(iOS 14.0, *)
    open var strokeStart: CGFloat { get { fatalError() } set { } }
    @available(iOS 14.0, *)
    open var strokeEnd: CGFloat { get { fatalError() } set { } }
}

/// Draws a multi-polyline overlay.
open class MKMultiPolylineRenderer: MKOverlayPathRenderer {
    public init(multiPolyline: MKMultiPolyline) { fatalError() }
    public override init(overlay: any MKOverlay) { fatalError() }
    open var multiPolyline: MKMultiPolyline { fatalError() }
}

/// Draws a multi-polygon overlay.
open class MKMultiPolygonRenderer: MKOverlayPathRenderer {
    public init(multiPolygon: MKMultiPolygon) { fatalError() }
    public override init(overlay: any MKOverlay) { fatalError() }
    open var multiPolygon: MKMultiPolygon { fatalError() }
}

/// Draws a tile overlay.
open class MKTileOverlayRenderer: MKOverlayRenderer {
    public init(tileOverlay overlay: MKTileOverlay) { fatalError() }
    public override init(overlay: any MKOverlay) { fatalError() }
    open func reloadData() { fatalError() }
}
