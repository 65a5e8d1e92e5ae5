

@available(iOS 15.0, *)
extension BinaryInteger {
}

@available(iOS 15.0, *)
extension BinaryFloatingPoint {
}

@available(iOS 15.0, *)
extension Sequence where Element == String {
}

@available(iOS 15.0, *)
extension Sequence {
}
