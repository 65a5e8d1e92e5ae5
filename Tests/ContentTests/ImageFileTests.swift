import Foundation
import Markdown
import Testing

@testable import Content

/// Picture sizes come from each format's own header, and odd bytes are refused rather than guessed.
@Suite struct ImageFileTests {
    static func png(width: Int, height: Int) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        return bytes + [8, 2, 0, 0, 0, 0, 0, 0, 0]
    }

    @Test func pngJpegGifWebpAndSvgSizes() throws {
        #expect(
            ImageDimensions.size(of: Self.png(width: 640, height: 360), format: "png") == .init(width: 640, height: 360)
        )
        // SOI, an APP0 segment to skip, then SOF0: length 17, precision 8, height 0x01E0, width 0x0280.
        let jpeg: [UInt8] =
            [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80]
            + [UInt8](repeating: 0, count: 12)
        #expect(ImageDimensions.size(of: jpeg, format: "jpg") == .init(width: 640, height: 480))
        let gif = Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00, 0, 0, 0]
        #expect(ImageDimensions.size(of: gif, format: "gif") == .init(width: 320, height: 240))
        // VP8X: canvas width − 1 and height − 1 in 24 bits, little-endian.
        var webp = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0, 0, 0, 0, 0]
        webp += [0x7F, 0x02, 0x00, 0x67, 0x01, 0x00] + [UInt8](repeating: 0, count: 4)
        #expect(ImageDimensions.size(of: webp, format: "webp") == .init(width: 640, height: 360))
        // SVGs are read whole, as XML (SafeSVG): their sizes come from the root element.
        let svg = Array(
            "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200px\" height='100'/>".utf8)
        #expect(try ImageFile.svgSize(svg) == .init(width: 200, height: 100))
        let boxed = Array("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 64 32\" width=\"100%\"/>".utf8)
        #expect(try ImageFile.svgSize(boxed) == .init(width: 64, height: 32))
    }

    @Test func bytesThatAreNotTheFormatAreRefused() {
        #expect(ImageDimensions.size(of: Array("not a png at all, just text".utf8), format: "png") == nil)
        #expect(ImageDimensions.size(of: Self.png(width: 0, height: 10), format: "png") == nil)
        #expect(ImageDimensions.size(of: [0xFF, 0xD8, 0xFF, 0xDA, 0, 4, 0, 0, 0, 0, 0, 0], format: "jpg") == nil)
        #expect(ImageDimensions.size(of: Array("<svg>".utf8), format: "svg") == nil)
        #expect(throws: ImageFile.Problem.unsupportedExtension("bmp")) {
            try ImageFile.make(sourcePath: "Content/es/x/a.bmp", bytes: [0x42, 0x4D])
        }
    }

    @Test func thePublishedNameChangesWithTheBytes() throws {
        let one = try ImageFile.make(sourcePath: "Content/es/x/Figura Uno.PNG", bytes: Self.png(width: 2, height: 2))
        let two = try ImageFile.make(sourcePath: "Content/es/x/Figura Uno.PNG", bytes: Self.png(width: 3, height: 2))
        #expect(one.outputPath.hasPrefix("assets/img/figura-uno-") && one.outputPath.hasSuffix(".png"))
        #expect(one.outputPath != two.outputPath)
    }
}

/// Images in articles: a file next to the article is published with its size; every problem is an error at
/// the image's own line.
@Suite struct ImageCollectorTests {
    static func site(_ body: String, config extra: String = "") throws -> URL {
        let root = FileManager.default.temporaryDirectory.appending(path: "puente-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appending(path: "Content/es/a"), withIntermediateDirectories: true)
        try "base_url: \"https://x.example/\"\nlanguages:\n  es: { title: \"S\" }\n\(extra)".write(
            to: root.appending(path: "Content/site.yml"), atomically: true, encoding: .utf8)
        try "---\ntitle: \"T\"\n---\n\n\(body)\n".write(
            to: root.appending(path: "Content/es/a.md"), atomically: true, encoding: .utf8)
        try Data(ImageFileTests.png(width: 30, height: 20)).write(to: root.appending(path: "Content/es/a/f.png"))
        return root
    }

    static func messages(_ root: URL) -> [String] {
        ContentLoader(siteRoot: root).load().diagnostics.map(\.description)
    }

    @Test func aFileNextToTheArticleGetsItsPublishedURLAndSize() throws {
        let loaded = ContentLoader(siteRoot: try Self.site("![Una figura](a/f.png)")).load()
        let content = try #require(loaded.content, "\(loaded.diagnostics)")
        #expect(content.images.map(\.sourcePath) == ["Content/es/a/f.png"])
        var found: MarkdownNode.Kind?
        content.articles[0].document.walk { if case .image = $0.kind { found = $0.kind } }
        let published = try #require(content.images.first).outputPath
        #expect(found == .image(source: "../../" + published, title: "", size: ImageSize(width: 30, height: 20)))
    }

    @Test func problemsAreErrorsAtTheImagesLine() throws {
        let root = try Self.site(
            "![](a/f.png)\n\n![Falta](a/falta.png)\n\n![Fuera](https://cdn.example.org/x.png)\n\n![Texto](a/notas.txt)")
        try "hola".write(to: root.appending(path: "Content/es/a/notas.txt"), atomically: true, encoding: .utf8)
        let messages = Self.messages(root)
        #expect(messages.contains { $0.hasPrefix("Content/es/a.md:5:1: error: image 'a/f.png' has no alt text") })
        #expect(messages.contains("Content/es/a.md:7:1: error: no image file at Content/es/a/falta.png"))
        #expect(
            messages.contains(
                "Content/es/a.md:9:1: error: external image from 'cdn.example.org', which the site's "
                    + "Content-Security-Policy does not allow"))
        #expect(
            messages.contains(
                "Content/es/a.md:11:1: error: images must be PNG, JPEG, GIF, WebP or SVG files, found '.txt' "
                    + "(Content/es/a/notas.txt)"))
    }

    @Test func anAllowedHostPassesAndALinkOutOfTheSiteIsRefused() throws {
        let root = try Self.site(
            "![Logo](https://cdn.example.org/x.png)\n\n![Secreto](a/secreto.png)",
            config: "build:\n  image_hosts: [cdn.example.org]\n")
        let outside = FileManager.default.temporaryDirectory.appending(path: "puente-outside-\(UUID().uuidString).png")
        try Data(ImageFileTests.png(width: 1, height: 1)).write(to: outside)
        try FileManager.default.createSymbolicLink(
            at: root.appending(path: "Content/es/a/secreto.png"), withDestinationURL: outside)
        let messages = Self.messages(root)
        #expect(!messages.contains { $0.contains("cdn.example.org") })
        #expect(
            messages.contains { $0.hasPrefix("Content/es/a.md:7:1: error:") && $0.contains("outside") }, "\(messages)")
    }
}
