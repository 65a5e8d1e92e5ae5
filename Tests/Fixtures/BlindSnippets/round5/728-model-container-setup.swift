// ios: 18
// expect: pass
// source: https://developer.apple.com/documentation/swiftdata/modelcontainer/init(for:configurations:)-621ei.md https://developer.apple.com/tutorials/data/documentation/swiftdata/modelcontext/init(_:).md https://developer.apple.com/documentation/swiftui/view/modelcontainer(_:).md
// area: swiftdata
// note: building a ModelContainer by hand and injecting it with modelContainer(_:)
import SwiftUI
import SwiftData

@Model
final class Habit {
    var name: String
    var streak: Int

    init(name: String, streak: Int = 0) {
        self.name = name
        self.streak = streak
    }
}

struct HabitsRoot: View {
    private let container: ModelContainer

    init() {
        do {
            container = try ModelContainer(for: Habit.self)
        } catch {
            fatalError("Could not create container: \(error)")
        }
        let seedContext = ModelContext(container)
        seedContext.insert(Habit(name: "Read"))
        try? seedContext.save()
    }

    var body: some View {
        Text("Habits")
            .modelContainer(container)
    }
}
