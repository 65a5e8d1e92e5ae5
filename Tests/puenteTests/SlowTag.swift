import Testing

extension Tag {
    /// A suite that compiles snippets, builds whole sites or runs the `puente` binary, taking seconds to minutes:
    /// `Scripts/test.sh --fast` leaves it out (the full `Scripts/test.sh` runs everything).
    @Tag static var slow: Self
}
