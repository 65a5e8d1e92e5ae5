import Foundation
import Markdown

/// Reads a picture's width and height from the header its format defines, without decoding the picture:
/// PNG's `IHDR` chunk, a JPEG start-of-frame segment, GIF's logical screen, WebP's `VP8 `/`VP8L`/`VP8X`
/// chunk (SVG files are read whole by `SafeSVG`'s ``SVGInspection``). Nil when the bytes are not such a file.
enum ImageDimensions {
    /// The size of `bytes`, a file of `format` (its lower-case extension).
    static func size(of bytes: [UInt8], format: String) -> ImageSize? {
        let size: ImageSize? =
            switch format {
            case "png": png(bytes)
            case "jpg", "jpeg": jpeg(bytes)
            case "gif": gif(bytes)
            case "webp": webp(bytes)
            default: nil
            }
        guard let size, size.width > 0, size.height > 0, size.width <= 1 << 16, size.height <= 1 << 16 else {
            return nil
        }
        return size
    }

    private static func big16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
    private static func big32(_ b: [UInt8], _ i: Int) -> Int { big16(b, i) << 16 | big16(b, i + 2) }
    private static func little16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) | Int(b[i + 1]) << 8 }
    private static func little24(_ b: [UInt8], _ i: Int) -> Int { little16(b, i) | Int(b[i + 2]) << 16 }

    private static func png(_ b: [UInt8]) -> ImageSize? {
        // Signature, then the first chunk, which must be IHDR: length, type, width, height.
        guard b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            Array(b[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        return ImageSize(width: big32(b, 16), height: big32(b, 20))
    }

    private static func jpeg(_ b: [UInt8]) -> ImageSize? {
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF {  // fill byte
                i += 1
                continue
            }
            // Markers without a length.
            if marker == 0x01 || (0xD0...0xD7).contains(marker) {
                i += 2
                continue
            }
            let length = big16(b, i + 2)
            guard length >= 2 else { return nil }
            // SOF0…SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                return ImageSize(width: big16(b, i + 7), height: big16(b, i + 5))
            }
            if marker == 0xDA { return nil }  // image data before any frame header
            i += 2 + length
        }
        return nil
    }

    private static func gif(_ b: [UInt8]) -> ImageSize? {
        guard b.count >= 10, b.starts(with: Array("GIF87a".utf8)) || b.starts(with: Array("GIF89a".utf8)) else {
            return nil
        }
        return ImageSize(width: little16(b, 6), height: little16(b, 8))
    }

    private static func webp(_ b: [UInt8]) -> ImageSize? {
        guard b.count >= 30, b.starts(with: Array("RIFF".utf8)), Array(b[8..<12]) == Array("WEBP".utf8) else {
            return nil
        }
        switch String(decoding: b[12..<16], as: UTF8.self) {
        case "VP8 ":
            // Key frame start code 9D 01 2A, then 14-bit width and height.
            guard b[23] == 0x9D, b[24] == 0x01, b[25] == 0x2A else { return nil }
            return ImageSize(width: little16(b, 26) & 0x3FFF, height: little16(b, 28) & 0x3FFF)
        case "VP8L":
            guard b[20] == 0x2F else { return nil }
            let bits = Int(b[21]) | Int(b[22]) << 8 | Int(b[23]) << 16 | Int(b[24]) << 24
            return ImageSize(width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
        case "VP8X":
            return ImageSize(width: little24(b, 24) + 1, height: little24(b, 27) + 1)
        default:
            return nil
        }
    }
}
