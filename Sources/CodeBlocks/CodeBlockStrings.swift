/// The words code blocks need in the page's language (from the theme's strings).
public struct CodeBlockStrings: Sendable, Hashable {
    /// "type-checked · iOS {ios}+".
    public var checked: String
    /// "fails as expected: {message}".
    public var failsAsExpected: String
    /// "not checked: {reason}".
    public var skipped: String
    /// "iOS {version}+".
    public var available: String
    /// "deprecated in iOS {version}".
    public var deprecated: String
    /// The copy button's label.
    public var copy: String
    /// Said after copying.
    public var copied: String
    /// The link to Apple's page for an API, in its popover.
    public var documentation: String

    /// Creates strings.
    public init(
        checked: String, failsAsExpected: String, skipped: String, available: String, deprecated: String,
        copy: String, copied: String, documentation: String
    ) {
        self.checked = checked
        self.failsAsExpected = failsAsExpected
        self.skipped = skipped
        self.available = available
        self.deprecated = deprecated
        self.copy = copy
        self.copied = copied
        self.documentation = documentation
    }

    /// English, for tests and tools without a theme.
    public static let english = CodeBlockStrings(
        checked: "type-checked · iOS {ios}+", failsAsExpected: "fails as expected: {message}",
        skipped: "not checked: {reason}", available: "iOS {version}+", deprecated: "deprecated in iOS {version}",
        copy: "Copy", copied: "Copied", documentation: "Apple documentation")
}
