/// A type that converts a given data type into a representation in another type, such as a string.
@available(iOS 15.0, *)
public protocol FormatStyle: Decodable, Encodable, Hashable {
    associatedtype FormatInput
    associatedtype FormatOutput
    func format(_ value: FormatInput) -> FormatOutput
    func locale(_ locale: Locale) -> Self
}

@available(iOS 15.0, *)
extension FormatStyle {
    public func locale(_ locale: Locale) -> Self { fatalError() }
}

/// A type that can convert a given input data type into a representation in an output type.
@available(iOS 15.0, *)
public protocol ParseableFormatStyle: FormatStyle {
    associatedtype Strategy: ParseStrategy where Strategy.ParseInput == FormatOutput, Strategy.ParseOutput == FormatInput
    var parseStrategy: Strategy { get }
}

/// A type that parses an input representation, such as a formatted string, into a provided data type.
@available(iOS 15.0, *)
public protocol ParseStrategy: Decodable, Encodable, Hashable {
    associatedtype ParseInput
    associatedtype ParseOutput
    func parse(_ value: ParseInput) throws -> ParseOutput
}
