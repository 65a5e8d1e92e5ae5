extension Diagnostic {
    /// The error for a text file (an article, a template, a strings file) holding a NUL byte at `location`.
    public static func nulByte(at location: SourceLocation) -> Diagnostic {
        .error(
            "file contains a NUL byte (U+0000); nothing after it would survive a C library, so the file is "
                + "refused rather than cut", at: location,
            help: "remove the NUL character (often left by a binary paste or a broken editor)")
    }
}
