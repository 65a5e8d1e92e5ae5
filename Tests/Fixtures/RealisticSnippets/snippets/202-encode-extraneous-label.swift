// ios: 15
// expect: error 12: extraneous argument label 'value:' in call
// topic: JSONEncoder.encode(value:) extraneous label
// apis: JSONEncoder.encode(_:), JSONEncoder.outputFormatting
struct Preferences: Codable {
    var language = "es"
}

func exportPreferences(_ prefs: Preferences) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try encoder.encode(value: prefs)
}
