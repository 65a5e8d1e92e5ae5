// ios: 15
// expect: pass
// topic: ListFormatStyle and Measurement formatted
// apis: Sequence.formatted(_:), ListFormatStyle, Measurement.formatted(_:), UnitLength, Measurement.FormatStyle
func tripSummary(cities: [String], kilometers: Double) -> String {
    let route = cities.formatted(.list(type: .and))
    let distance = Measurement(value: kilometers, unit: UnitLength.kilometers)
    return "\(route) — \(distance.formatted(.measurement(width: .abbreviated)))"
}
