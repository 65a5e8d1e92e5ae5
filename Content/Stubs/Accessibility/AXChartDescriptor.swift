import Foundation
import CoreGraphics

/// An element that exposes an audio-graph chart descriptor.
@available(iOS 15.0, *)
@objc public protocol AXChart: NSObjectProtocol {
    var accessibilityChartDescriptor: AXChartDescriptor? { get set }
}

/// A data axis of an accessible chart.
@available(iOS 15.0, *)
@objc public protocol AXDataAxisDescriptor: NSCopying {
    var title: String { get set }
    var attributedTitle: NSAttributedString { get set }
}

/// A numeric data axis.
@available(iOS 15.0, *)
open class AXNumericDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
    @objc(AXNumericDataAxisDescriptorScale) public enum ScaleType: Int, @unchecked Sendable {
        case linear = 0
        case log10 = 1
        case ln = 2
    }

    @available(*, unavailable) public override init() { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var title: String { get { fatalError() } set { } }
    open var attributedTitle: NSAttributedString { get { fatalError() } set { } }
    open var scaleType: AXNumericDataAxisDescriptor.ScaleType { get { fatalError() } set { } }
    open var valueDescriptionProvider: (Double) -> String { get { fatalError() } set { } }
}

/// A categorical data axis.
@available(iOS 15.0, *)
open class AXCategoricalDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
    public init(title: String, categoryOrder: [String]) { fatalError() }
    public init(attributedTitle: NSAttributedString, categoryOrder: [String]) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var title: String { get { fatalError() } set { } }
    open var attributedTitle: NSAttributedString { get { fatalError() } set { } }
    open var categoryOrder: [String] { get { fatalError() } set { } }
}

/// One numeric or categorical value of a data point.
@available(iOS 15.0, *)
open class AXDataPointValue: NSObject, NSCopying {
    @available(*, unavailable) public override init() { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

/// The axis values of one data point in a series.
@available(iOS 15.0, *)
open class AXDataPoint: NSObject, NSCopying {
    @available(*, unavailable) public override init() { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var xValue: AXDataPointValue { get { fatalError() } set { } }
    open var yValue: AXDataPointValue? { get { fatalError() } set { } }
    open var label: String? { get { fatalError() } set { } }
    open var attributedLabel: NSAttributedString? { get { fatalError() } set { } }
}

/// One data series of a chart.
@available(iOS 15.0, *)
open class AXDataSeriesDescriptor: NSObject, NSCopying {
    public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) { fatalError() }
    public init(attributedName: NSAttributedString, isContinuous: Bool, dataPoints: [AXDataPoint]) { fatalError() }
    @available(*, unavailable) public override init() { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var name: String? { get { fatalError() } set { } }
    open var attributedName: NSAttributedString { get { fatalError() } set { } }
    open var isContinuous: Bool { get { fatalError() } set { } }
    open var dataPoints: [AXDataPoint] { get { fatalError() } set { } }
}

/// The top-level description of an accessible chart.
@available(iOS 15.0, *)
open class AXChartDescriptor: NSObject, NSCopying {
    @objc(AXChartDescriptorContentDirection) public enum ContentDirection: Int, @unchecked Sendable {
        case leftToRight = 0
        case rightToLeft = 1
        case topToBottom = 2
        case bottomToTop = 3
        case radialClockwise = 4
        case radialCounterClockwise = 5
    }

    @available(*, unavailable) public override init() { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var title: String? { get { fatalError() } set { } }
    open var attributedTitle: NSAttributedString? { get { fatalError() } set { } }
    open var summary: String? { get { fatalError() } set { } }
    open var contentDirection: AXChartDescriptor.ContentDirection { get { fatalError() } set { } }
    open var contentFrame: CGRect { get { fatalError() } set { } }
    open var series: [AXDataSeriesDescriptor] { get { fatalError() } set { } }
    open var yAxis: AXNumericDataAxisDescriptor? { get { fatalError() } set { } }
}

/// A live audio graph session driven by the app.
@available(iOS 15.0, *)
open class AXLiveAudioGraph: NSObject {
    public override init() { fatalError() }
    open class func start() { fatalError() }
    open class func updateValue(_ value: Double) { fatalError() }
    open class func stop() { fatalError() }
}
