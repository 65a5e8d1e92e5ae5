import Foundation

/// A colour as CSS writes it in a `style` or `classDef` (`#eef`, `#336699cc`, `rgb(1 2 3 / 50%)`,
/// `hsl(210, 40%, 90%)`, `lightblue`, `transparent`), and the contrast arithmetic of WCAG 2.
///
/// Diagrams use it so that text an author did not colour stays readable on a fill the author did colour, in
/// the light theme and the dark one alike.
struct CSSColor: Sendable, Equatable {
    /// Red, green and blue in 0...1 (sRGB), and opacity in 0...1.
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    static let black = CSSColor(red: 0, green: 0, blue: 0)
    static let white = CSSColor(red: 1, green: 1, blue: 1)

    /// The colour `text` names, or nil for anything this does not read (then nothing is assumed about it).
    init?(_ text: String) {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        if value == "transparent" {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
        } else if value.hasPrefix("#") {
            guard let color = Self.hex(value.dropFirst()) else { return nil }
            self = color
        } else if let open = value.firstIndex(of: "("), value.hasSuffix(")") {
            let function = value[..<open]
            let arguments = Self.arguments(value[value.index(after: open)..<value.index(before: value.endIndex)])
            switch function {
            case "rgb", "rgba":
                guard let color = Self.rgb(arguments) else { return nil }
                self = color
            case "hsl", "hsla":
                guard let color = Self.hsl(arguments) else { return nil }
                self = color
            default:
                return nil
            }
        } else if let packed = Self.named[value] {
            self.init(
                red: Double(packed >> 16 & 0xFF) / 255, green: Double(packed >> 8 & 0xFF) / 255,
                blue: Double(packed & 0xFF) / 255)
        } else {
            return nil
        }
    }

    /// Relative luminance (WCAG 2), of the opaque colour.
    var luminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio of two opaque colours, from 1 to 21.
    static func contrast(_ a: CSSColor, _ b: CSSColor) -> Double {
        let (x, y) = (a.luminance, b.luminance)
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// This colour painted over an opaque `background`.
    func over(_ background: CSSColor) -> CSSColor {
        func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
        return CSSColor(
            red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// Black or white, whichever reads better on this fill: an opaque fill gets at least 4.58:1 from one of
    /// them (the worst case is a fill of luminance 0.179). A translucent fill is judged over white and over
    /// black, the lightest and darkest pages it could be drawn on, by its worse case; nil when neither reaches
    /// 4.5:1 on both (a nearly transparent fill: the theme's own text colour fits the page it shows).
    var readableText: CSSColor? {
        let onBlack = Self.worstContrast(text: .black, fill: self) ?? 0
        let onWhite = Self.worstContrast(text: .white, fill: self) ?? 0
        guard max(onBlack, onWhite) >= 4.5 else { return nil }
        return onBlack >= onWhite ? .black : .white
    }

    /// The contrast of opaque `text` on `fill`; a translucent fill is taken over white and over black and the
    /// worse of the two counts. Nil for translucent text (its colour depends on what is under it).
    static func worstContrast(text: CSSColor, fill: CSSColor) -> Double? {
        guard text.alpha >= 1 else { return nil }
        let grounds = fill.alpha >= 1 ? [fill] : [fill.over(.white), fill.over(.black)]
        return grounds.map { contrast(text, $0) }.min()
    }

    /// `#rrggbb`, for the SVG.
    var hexString: String {
        func byte(_ channel: Double) -> String {
            let value = Int((channel * 255).rounded())
            return (value < 16 ? "0" : "") + String(value, radix: 16)
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    private static func hex(_ digits: Substring) -> CSSColor? {
        let values = digits.map { $0.hexDigitValue }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        let v = values.map { Double($0!) }
        switch v.count {
        case 3, 4:
            return CSSColor(
                red: v[0] * 17 / 255, green: v[1] * 17 / 255, blue: v[2] * 17 / 255,
                alpha: v.count == 4 ? v[3] * 17 / 255 : 1)
        case 6, 8:
            return CSSColor(
                red: (v[0] * 16 + v[1]) / 255, green: (v[2] * 16 + v[3]) / 255, blue: (v[4] * 16 + v[5]) / 255,
                alpha: v.count == 8 ? (v[6] * 16 + v[7]) / 255 : 1)
        default:
            return nil
        }
    }

    /// A function's arguments, written with commas (`1, 2, 3, 0.5`) or spaces and a slash (`1 2 3 / 50%`).
    private static func arguments(_ text: Substring) -> [Substring] {
        text.replacingOccurrences(of: "/", with: " / ").split { $0 == "," || $0 == " " }.filter { $0 != "/" }.map {
            Substring($0)
        }
    }

    /// A number, or a percentage of `whole`.
    private static func number(_ text: Substring, percentOf whole: Double) -> Double? {
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 * whole } }
        return Double(text)
    }

    private static func alpha(_ arguments: [Substring]) -> Double? {
        guard arguments.count == 4 else { return arguments.count == 3 ? 1 : nil }
        return number(arguments[3], percentOf: 1).map { min(max($0, 0), 1) }
    }

    private static func rgb(_ arguments: [Substring]) -> CSSColor? {
        guard let alpha = alpha(arguments) else { return nil }
        let channels = arguments.prefix(3).compactMap { number($0, percentOf: 255).map { min(max($0, 0), 255) / 255 } }
        guard channels.count == 3 else { return nil }
        return CSSColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    private static func hsl(_ arguments: [Substring]) -> CSSColor? {
        guard let alpha = alpha(arguments) else { return nil }
        let hueText = arguments[0].hasSuffix("deg") ? arguments[0].dropLast(3) : arguments[0]
        guard let hue = Double(hueText), let saturation = number(arguments[1], percentOf: 1),
            let lightness = number(arguments[2], percentOf: 1)
        else { return nil }
        let (s, l) = (min(max(saturation, 0), 1), min(max(lightness, 0), 1))
        // CSS Color 4's hsl-to-rgb.
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let k12 = k < 0 ? k + 12 : k
            return l - s * min(l, 1 - l) * max(-1, min(k12 - 3, 9 - k12, 1))
        }
        return CSSColor(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }

    /// CSS Color 4's named colours, as 0xRRGGBB.
    private static let named: [String: Int] = [
        "aliceblue": 0xf0f8ff, "antiquewhite": 0xfaebd7, "aqua": 0x00ffff, "aquamarine": 0x7fffd4, "azure": 0xf0ffff,
        "beige": 0xf5f5dc, "bisque": 0xffe4c4, "black": 0x000000, "blanchedalmond": 0xffebcd, "blue": 0x0000ff,
        "blueviolet": 0x8a2be2, "brown": 0xa52a2a, "burlywood": 0xdeb887, "cadetblue": 0x5f9ea0,
        "chartreuse": 0x7fff00, "chocolate": 0xd2691e, "coral": 0xff7f50, "cornflowerblue": 0x6495ed,
        "cornsilk": 0xfff8dc, "crimson": 0xdc143c, "cyan": 0x00ffff, "darkblue": 0x00008b, "darkcyan": 0x008b8b,
        "darkgoldenrod": 0xb8860b, "darkgray": 0xa9a9a9, "darkgreen": 0x006400, "darkgrey": 0xa9a9a9,
        "darkkhaki": 0xbdb76b, "darkmagenta": 0x8b008b, "darkolivegreen": 0x556b2f, "darkorange": 0xff8c00,
        "darkorchid": 0x9932cc, "darkred": 0x8b0000, "darksalmon": 0xe9967a, "darkseagreen": 0x8fbc8f,
        "darkslateblue": 0x483d8b, "darkslategray": 0x2f4f4f, "darkslategrey": 0x2f4f4f, "darkturquoise": 0x00ced1,
        "darkviolet": 0x9400d3, "deeppink": 0xff1493, "deepskyblue": 0x00bfff, "dimgray": 0x696969,
        "dimgrey": 0x696969, "dodgerblue": 0x1e90ff, "firebrick": 0xb22222, "floralwhite": 0xfffaf0,
        "forestgreen": 0x228b22, "fuchsia": 0xff00ff, "gainsboro": 0xdcdcdc, "ghostwhite": 0xf8f8ff,
        "gold": 0xffd700, "goldenrod": 0xdaa520, "gray": 0x808080, "green": 0x008000, "greenyellow": 0xadff2f,
        "grey": 0x808080, "honeydew": 0xf0fff0, "hotpink": 0xff69b4, "indianred": 0xcd5c5c, "indigo": 0x4b0082,
        "ivory": 0xfffff0, "khaki": 0xf0e68c, "lavender": 0xe6e6fa, "lavenderblush": 0xfff0f5, "lawngreen": 0x7cfc00,
        "lemonchiffon": 0xfffacd, "lightblue": 0xadd8e6, "lightcoral": 0xf08080, "lightcyan": 0xe0ffff,
        "lightgoldenrodyellow": 0xfafad2, "lightgray": 0xd3d3d3, "lightgreen": 0x90ee90, "lightgrey": 0xd3d3d3,
        "lightpink": 0xffb6c1, "lightsalmon": 0xffa07a, "lightseagreen": 0x20b2aa, "lightskyblue": 0x87cefa,
        "lightslategray": 0x778899, "lightslategrey": 0x778899, "lightsteelblue": 0xb0c4de, "lightyellow": 0xffffe0,
        "lime": 0x00ff00, "limegreen": 0x32cd32, "linen": 0xfaf0e6, "magenta": 0xff00ff, "maroon": 0x800000,
        "mediumaquamarine": 0x66cdaa, "mediumblue": 0x0000cd, "mediumorchid": 0xba55d3, "mediumpurple": 0x9370db,
        "mediumseagreen": 0x3cb371, "mediumslateblue": 0x7b68ee, "mediumspringgreen": 0x00fa9a,
        "mediumturquoise": 0x48d1cc, "mediumvioletred": 0xc71585, "midnightblue": 0x191970, "mintcream": 0xf5fffa,
        "mistyrose": 0xffe4e1, "moccasin": 0xffe4b5, "navajowhite": 0xffdead, "navy": 0x000080, "oldlace": 0xfdf5e6,
        "olive": 0x808000, "olivedrab": 0x6b8e23, "orange": 0xffa500, "orangered": 0xff4500, "orchid": 0xda70d6,
        "palegoldenrod": 0xeee8aa, "palegreen": 0x98fb98, "paleturquoise": 0xafeeee, "palevioletred": 0xdb7093,
        "papayawhip": 0xffefd5, "peachpuff": 0xffdab9, "peru": 0xcd853f, "pink": 0xffc0cb, "plum": 0xdda0dd,
        "powderblue": 0xb0e0e6, "purple": 0x800080, "rebeccapurple": 0x663399, "red": 0xff0000,
        "rosybrown": 0xbc8f8f, "royalblue": 0x4169e1, "saddlebrown": 0x8b4513, "salmon": 0xfa8072,
        "sandybrown": 0xf4a460, "seagreen": 0x2e8b57, "seashell": 0xfff5ee, "sienna": 0xa0522d, "silver": 0xc0c0c0,
        "skyblue": 0x87ceeb, "slateblue": 0x6a5acd, "slategray": 0x708090, "slategrey": 0x708090, "snow": 0xfffafa,
        "springgreen": 0x00ff7f, "steelblue": 0x4682b4, "tan": 0xd2b48c, "teal": 0x008080, "thistle": 0xd8bfd8,
        "tomato": 0xff6347, "turquoise": 0x40e0d0, "violet": 0xee82ee, "wheat": 0xf5deb3, "white": 0xffffff,
        "whitesmoke": 0xf5f5f5, "yellow": 0xffff00, "yellowgreen": 0x9acd32,
    ]
}
