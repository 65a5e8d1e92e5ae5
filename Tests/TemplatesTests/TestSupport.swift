import Templates

/// Renders `source` with spec-style (non-strict) partials.
func render(
    _ source: String, _ context: TemplateValue = [:], partials: [String: String] = [:]
) throws -> String {
    try TemplateLibrary.render(source, context, partials: partials)
}

/// The error rendering `source` throws, or nil if it renders.
func renderError(
    _ source: String, _ context: TemplateValue = [:], partials: [String: String] = [:]
) -> TemplateError? {
    do {
        _ = try TemplateLibrary.render(source, context, partials: partials)
        return nil
    } catch {
        return error
    }
}
