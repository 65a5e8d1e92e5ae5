import Foundation

/// A key naming an app's own state in a configuration state (UIConfigurationState.h: an `NSString`
/// `NS_TYPED_EXTENSIBLE_ENUM`, iOS 14).
@available(iOS 14.0, *)
public struct UIConfigurationStateCustomKey: _SwiftNewtypeWrapper, _ObjectiveCBridgeable, RawRepresentable, Hashable,
    Sendable
{
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
}
