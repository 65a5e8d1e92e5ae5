import CHarfBuzz

/// One font face loaded and shaped with HarfBuzz: which characters it has, and how wide a run of text is
/// once shaped (kerning and ligatures applied, as a browser draws it).
///
/// This is the only file that touches HarfBuzz. The font is made immutable after loading, so one face may
/// shape on many threads at once; each call uses a buffer of its own.
final class HarfBuzzFace: @unchecked Sendable {
    private let font: OpaquePointer
    private let unitsPerEm: Double

    /// The face at `index` of the font file at `path`, or nil when the file cannot be read as a font.
    init?(path: String, index: Int) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(index)) else { return nil }
        defer { hb_face_destroy(face) }
        let upem = hb_face_get_upem(face)
        guard hb_face_get_glyph_count(face) > 0, upem > 0, let font = hb_font_create(face) else { return nil }
        hb_ot_font_set_funcs(font)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hb_font_make_immutable(font)
        self.font = font
        unitsPerEm = Double(upem)
    }

    deinit { hb_font_destroy(font) }

    /// Whether the face has a glyph for `scalar`.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// The advance of `scalars` shaped as one run, in em.
    func advance(_ scalars: [Unicode.Scalar]) -> Double {
        guard !scalars.isEmpty, let buffer = hb_buffer_create() else { return 0 }
        defer { hb_buffer_destroy(buffer) }
        let codepoints = scalars.map(\.value)
        hb_buffer_add_utf32(buffer, codepoints, Int32(codepoints.count), 0, Int32(codepoints.count))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return 0 }
        var total = 0
        for index in 0..<Int(count) { total += Int(positions[index].x_advance) }
        return Double(total) / unitsPerEm
    }
}
