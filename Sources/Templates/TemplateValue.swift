/// A value a template renders.
///
/// Values form the context stack that tags are resolved against:
/// dictionaries provide named keys, arrays drive section iteration, and
/// scalars are interpolated as text.
public enum TemplateValue: Sendable, Equatable {
    /// The absence of a value; falsey, and interpolates as the empty string.
    case null
    /// A boolean; `false` is falsey, and interpolation yields `true` or `false`.
    case bool(Bool)
    /// An integer, interpolated in decimal.
    case int(Int)
    /// A floating-point number, interpolated in its shortest exact form (`1.5`, `2`, `1.21`).
    case double(Double)
    /// A string; the empty string is falsey.
    case string(String)
    /// A list; sections iterate over it, and the empty list is falsey.
    case array([TemplateValue])
    /// A hash whose keys are looked up by tag names.
    case dictionary([String: TemplateValue])
}

extension TemplateValue {
    /// Whether a section renders for this value.
    ///
    /// Following the spec's `!!data` rule, `null`, `false`, the empty string
    /// and the empty array are falsey. Numbers (including zero) and
    /// dictionaries (including empty ones) are truthy.
    public var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .int, .double, .dictionary: true
        case .string(let value): !value.isEmpty
        case .array(let items): !items.isEmpty
        }
    }

    /// The text an interpolation tag produces for this value, before HTML escaping.
    ///
    /// `null` and dictionaries produce the empty string; arrays join their
    /// elements' text with commas.
    public var interpolatedText: String {
        var text = ""
        appendInterpolation(to: &text, escaped: false)
        return text
    }

    /// Appends this value's interpolation to `output`, HTML-escaping strings when `escaped` is true.
    func appendInterpolation(to output: inout String, escaped: Bool) {
        switch self {
        case .null, .dictionary:
            return
        case .bool(let value):
            output += value ? "true" : "false"
        case .int(let value):
            output += String(value)
        case .double(let value):
            output += Self.format(value)
        case .string(let value):
            if escaped {
                HTMLEscaper.append(value, to: &output)
            } else {
                output += value
            }
        case .array(let items):
            for index in items.indices {
                if index != items.startIndex { output += "," }
                items[index].appendInterpolation(to: &output, escaped: escaped)
            }
        }
    }

    /// Formats a double the way JSON-minded templates expect: integral values have no fraction.
    static func format(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value.rounded(.towardZero) == value, abs(value) < 9.0e18 {
            return String(Int64(value))
        }
        return value.description
    }
}

extension TemplateValue: ExpressibleByNilLiteral {
    /// Creates `.null` from `nil`.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    /// Creates `.bool` from a boolean literal.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    /// Creates `.int` from an integer literal.
    public init(integerLiteral value: Int) {
        self = .int(value)
    }
}

extension TemplateValue: ExpressibleByFloatLiteral {
    /// Creates `.double` from a floating-point literal.
    public init(floatLiteral value: Double) {
        self = .double(value)
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// Creates `.string` from a string literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    /// Creates `.array` from an array literal.
    public init(arrayLiteral elements: TemplateValue...) {
        self = .array(elements)
    }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// Creates `.dictionary` from a dictionary literal; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
