import Templates
import Testing

@Suite("Template values")
struct TemplateValueTests {
    @Test("Literals build the matching cases")
    func literals() {
        let value: TemplateValue = [
            "null": nil, "bool": true, "int": 3, "double": 1.5, "string": "s",
            "array": [1, "two"], "dictionary": ["k": "v"],
        ]
        #expect(
            value
                == .dictionary([
                    "null": .null, "bool": .bool(true), "int": .int(3), "double": .double(1.5),
                    "string": .string("s"), "array": .array([.int(1), .string("two")]),
                    "dictionary": .dictionary(["k": .string("v")]),
                ]))
    }

    @Test("String interpolation literals build strings")
    func interpolatedLiteral() {
        let n = 4
        let value: TemplateValue = "n=\(n)"
        #expect(value == .string("n=4"))
    }

    @Test(
        "Truthiness follows the spec's !!data rule for empty strings and lists",
        arguments: [
            (TemplateValue.null, false), (.bool(false), false), (.bool(true), true),
            (.string(""), false), (.string(" "), true), (.array([]), false), (.array([.null]), true),
            (.int(0), true), (.double(0), true), (.dictionary([:]), true),
        ])
    func truthiness(value: TemplateValue, truthy: Bool) {
        #expect(value.isTruthy == truthy)
    }

    @Test(
        "Numbers interpolate in their shortest exact form",
        arguments: [
            (1.5, "1.5"), (2.0, "2"), (-3.0, "-3"), (-0.0, "0"), (1.21, "1.21"), (0.1 + 0.2, "0.30000000000000004"),
            (1e17, "100000000000000000"), (1e300, "1e+300"), (Double.nan, "NaN"),
            (Double.infinity, "Infinity"), (-Double.infinity, "-Infinity"),
        ])
    func doubles(value: Double, text: String) {
        #expect(TemplateValue.double(value).interpolatedText == text)
    }

    @Test("Interpolated text of every case")
    func interpolatedText() {
        #expect(TemplateValue.null.interpolatedText == "")
        #expect(TemplateValue.bool(false).interpolatedText == "false")
        #expect(TemplateValue.int(Int.min).interpolatedText == String(Int.min))
        #expect(TemplateValue.string("<x>").interpolatedText == "<x>")
        #expect(TemplateValue.array([1, [2, 3], "a"]).interpolatedText == "1,2,3,a")
        #expect(TemplateValue.dictionary(["k": "v"]).interpolatedText == "")
    }

    @Test("A repeated dictionary literal key keeps the last value")
    func repeatedKeys() {
        let value: TemplateValue = ["k": 1, "k": 2]
        #expect(value == ["k": 2])
    }

    @Test("Escaping splits correctly next to combining marks")
    func escapingBesideCombiningMarks() throws {
        #expect(try render("{{s}}", ["s": "&\u{301}x<\u{301}"]) == "&amp;\u{301}x&lt;\u{301}")
        #expect(try render("{{s}}", ["s": "a\u{301}\"b"]) == "a\u{301}&quot;b")
    }
}
