// ios: 15.0
// expect: error: call can throw but is not marked with 'try'
import Foundation

struct Payload: Codable { var name: String }
let data = JSONEncoder().encode(Payload(name: "x"))
