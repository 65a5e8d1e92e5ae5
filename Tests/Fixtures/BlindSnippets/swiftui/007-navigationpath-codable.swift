// ios: 16
// expect: pass
// topic: Persisting the navigation stack with NavigationPath.CodableRepresentation
// apis: NavigationPath, NavigationPath.CodableRepresentation, codable, scenePhase, onChange(of:perform:), URL.documentsDirectory
// source: https://developer.apple.com/documentation/swiftui/navigationpath/codablerepresentation
import SwiftUI

struct TrailStop: Hashable, Codable {
    let name: String
}

final class PathStore: ObservableObject {
    @Published var path = NavigationPath()
    private let url = URL.documentsDirectory.appending(path: "nav-path.json")

    init() {
        if let data = try? Data(contentsOf: url),
           let representation = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data) {
            path = NavigationPath(representation)
        }
    }

    func save() {
        guard let representation = path.codable else { return }
        if let data = try? JSONEncoder().encode(representation) {
            try? data.write(to: url)
        }
    }
}

struct TrailView: View {
    @StateObject private var store = PathStore()
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        NavigationStack(path: $store.path) {
            List(["Ridge", "Lake", "Summit"], id: \.self) { name in
                NavigationLink(name, value: TrailStop(name: name))
            }
            .navigationDestination(for: TrailStop.self) { stop in
                Text(stop.name).font(.title)
            }
        }
        .onChange(of: scenePhase) { phase in
            if phase == .background { store.save() }
        }
    }
}
