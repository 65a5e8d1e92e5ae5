// ios: 15
// expect: pass
// topic: Date.ISO8601FormatStyle parsing, Calendar arithmetic, relative formatting
// apis: Date.ISO8601FormatStyle, Date(_:strategy:), Calendar.date(byAdding:value:to:), Date.RelativeFormatStyle, formatted(.relative(presentation:))
func dueDescription(from isoString: String) throws -> String {
    let created = try Date(isoString, strategy: .iso8601)
    guard let due = Calendar.current.date(byAdding: .day, value: 7, to: created) else { return "" }
    return due.formatted(.relative(presentation: .named))
}
