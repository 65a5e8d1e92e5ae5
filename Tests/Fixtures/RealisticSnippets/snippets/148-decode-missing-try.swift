// ios: 15
// expect: error 10: is not marked with 'try'
// topic: JSONDecoder.decode without try
// apis: JSONDecoder.decode(_:from:)
struct Settings: Codable {
    var theme: String
}

func parseSettings(_ data: Data) throws -> Settings {
    let settings = JSONDecoder().decode(Settings.self, from: data)
    return settings
}
