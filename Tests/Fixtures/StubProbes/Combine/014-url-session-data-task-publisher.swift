// ios: 15.0
// expect: pass
import Combine
import Foundation

struct User: Decodable { let name: String }
let cancellable = URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com/user")!)
    .map(\.data)
    .decode(type: User.self, decoder: JSONDecoder())
    .replaceError(with: User(name: "anonymous"))
    .receive(on: DispatchQueue.main)
    .sink { print($0.name) }
