import Foundation

/// WCAG contrast between colours, to check the site's accent colours (`colors:`) against the theme's backgrounds.
public enum ColorContrast {
    /// The built-in style.css's page and soft backgrounds (`--pu-bg`, `--pu-bg-soft`) in the light scheme.
    public static let lightBackgrounds = ["#ffffff", "#f6f8fa"]
    /// The same in the dark scheme.
    public static let darkBackgrounds = ["#111418", "#171c22"]
    /// WCAG AA for body text: what link text needs.
    public static let minimumTextRatio = 4.5

    /// Red, green and blue (0–255) of `#rgb` or `#rrggbb`; nil for anything else.
    public static func rgb(hex text: String) -> [Int]? {
        guard text.hasPrefix("#") else { return nil }
        var digits = Array(text.dropFirst())
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
        return stride(from: 0, to: 6, by: 2).compactMap { Int(String(digits[$0...$0 + 1]), radix: 16) }
    }

    /// `#rrggbb`, lowercase.
    public static func hex(_ rgb: [Int]) -> String {
        "#"
            + rgb.map { value in
                let digits = String(value, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }

    /// The relative luminance of an sRGB colour.
    public static func luminance(_ rgb: [Int]) -> Double {
        let channels = rgb.map { value -> Double in
            let c = Double(value) / 255
            return c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }

    /// The contrast ratio of two colours, from 1 to 21.
    public static func ratio(_ a: [Int], _ b: [Int]) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// A ratio with two decimals, rounded down (so 4.49 never shows as 4.5).
    public static func format(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
