// ios: 15.0
// expect: error: conform to 'Decodable'
import Foundation

struct NotCodable { var name: String }
let value = try JSONDecoder().decode(NotCodable.self, from: Data())
