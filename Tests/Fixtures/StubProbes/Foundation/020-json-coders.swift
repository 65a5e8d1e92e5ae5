// ios: 15.0
// expect: pass
import Foundation

struct Payload: Codable { var createdAt: Date; var userName: String }
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
encoder.dateEncodingStrategy = .iso8601
encoder.keyEncodingStrategy = .convertToSnakeCase
let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
decoder.dateDecodingStrategy = .iso8601
let data = try encoder.encode(Payload(createdAt: Date(), userName: "ana"))
let payload = try decoder.decode(Payload.self, from: data)
print(payload.userName)
