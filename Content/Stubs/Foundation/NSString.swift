extension NSString: @unchecked Sendable {}

extension String {
}

extension NSString {
}

extension String {
}

extension StringProtocol {
}

extension String {
}
