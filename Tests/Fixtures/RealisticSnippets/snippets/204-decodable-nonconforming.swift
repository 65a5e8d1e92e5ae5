// ios: 15
// expect: error 10: does not conform to protocol 'Decodable'
// topic: Decodable struct with a non-Decodable stored property
// apis: Decodable, JSONDecoder
struct Coordinates {
    var lat: Double
    var lon: Double
}

struct Venue: Decodable {
    let name: String
    let location: Coordinates
}
