@available(iOS 15, *)
extension String {
}

extension Int { public var _specifier: String { fatalError() } }
extension Int8 { public var _specifier: String { fatalError() } }
extension Int16 { public var _specifier: String { fatalError() } }
extension Int32 { public var _specifier: String { fatalError() } }
extension Int64 { public var _specifier: String { fatalError() } }
extension UInt { public var _specifier: String { fatalError() } }
extension UInt8 { public var _specifier: String { fatalError() } }
extension UInt16 { public var _specifier: String { fatalError() } }
extension UInt32 { public var _specifier: String { fatalError() } }
extension UInt64 { public var _specifier: String { fatalError() } }
extension Double { public var _specifier: String { fatalError() } }
extension Float { public var _specifier: String { fatalError() } }
extension CGFloat { public var _specifier: String { fatalError() } }
