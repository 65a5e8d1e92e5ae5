// Stand-ins for UIKit's Objective-C half that Apple's Swift overlay names but the stubs have no headers for:
// the reference types its value types bridge to (`UIButton.Configuration` ↔ `__UIButtonConfiguration`, as the
// importer names `UIButtonConfiguration`). Each is declared as the importer presents it, without members; the
// overlay's bridging conformances need only the type. Availability is that of the Swift type bridged to it.

/// The Objective-C class `UIButton.Configuration` bridges to.
@available(iOS 15.0, *) @_inheritsConvenienceInitializers
open class __UIButtonConfiguration: NSObject {
    public override init() { fatalError() }}

/// The Objective-C class `UIListSeparatorConfiguration` bridges to.
@available(iOS 14.5, *) @_inheritsConvenienceInitializers
open class __UIListSeparatorConfiguration: NSObject {
    public override init() { fatalError() }}

/// The Objective-C class `UIPointerEffect` bridges to.
@available(iOS 13.4, *) @_inheritsConvenienceInitializers
open class __UIPointerEffect: NSObject {
    public override init() { fatalError() }}

/// The Objective-C class `UIPointerShape` bridges to.
@available(iOS 13.4, *) @_inheritsConvenienceInitializers
open class __UIPointerShape: NSObject {
    public override init() { fatalError() }}

/// The Objective-C protocol `UIHoverEffect` is imported as.
@available(iOS 17.0, *)
@objc public protocol __UIHoverEffect: NSObjectProtocol {}

/// The Objective-C class `UIViewConfigurationState` bridges to.
@available(iOS 14.0, *) @_inheritsConvenienceInitializers
open class __UIViewConfigurationState: NSObject {
    public override init() { fatalError() }}

/// The Objective-C class `UICellConfigurationState` bridges to.
@available(iOS 14.0, *) @_inheritsConvenienceInitializers
open class __UICellConfigurationState: __UIViewConfigurationState {
    public override init() { fatalError() }}

/// The Objective-C class `UIContentUnavailableConfigurationState` bridges to.
@available(iOS 17.0, *) @_inheritsConvenienceInitializers
open class __UIContentUnavailableConfigurationState: NSObject {
    public override init() { fatalError() }}

/// The Objective-C class `NSDiffableDataSourceSnapshot` bridges to.
@available(iOS 13.0, *) @_inheritsConvenienceInitializers
open class NSDiffableDataSourceSnapshotReference: NSObject {
    public override init() { fatalError() }}

/// The Objective-C class `NSDiffableDataSourceSectionSnapshot` bridges to.
@available(iOS 14.0, *) @_inheritsConvenienceInitializers
open class NSDiffableDataSourceSectionSnapshotReference: NSObject {
    public override init() { fatalError() }}
