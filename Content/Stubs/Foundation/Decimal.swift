/// Base-10 floating-point value.
///
/// Stub note: in the SDK, `Decimal` is the C struct `NSDecimal` (NSDecimal.h) imported under its Swift
/// name, and Foundation's overlay adds the members below; Apple's precise identifier is `c:@SA@NSDecimal`
/// and the overlay members mangle as `So9NSDecimala…`. The stub declares a Swift struct instead (the
/// Clang half, Foundation.h, has no NSDecimal), so the labels, types and conformances match but the
/// USRs do not.
public struct Decimal: Sendable {
    public init() { fatalError() }
}

extension Decimal {
}

extension Decimal {
}

extension Decimal {
}

extension Decimal {
}

extension Decimal {
}

extension Decimal {
}

extension Decimal {
}

extension Decimal {
}

extension Decimal {
}

// MARK: - Format styles (iOS 15)

@available(iOS 15.0, *)
extension Decimal {
}
