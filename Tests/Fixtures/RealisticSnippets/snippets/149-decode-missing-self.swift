// ios: 15
// expect: error 10: expected member name or initializer call after type name
// topic: decode(Type, from:) missing .self
// apis: JSONDecoder.decode(_:from:)
struct Token: Decodable {
    let value: String
}

func parseToken(_ data: Data) throws -> Token {
    try JSONDecoder().decode(Token, from: data)
}
