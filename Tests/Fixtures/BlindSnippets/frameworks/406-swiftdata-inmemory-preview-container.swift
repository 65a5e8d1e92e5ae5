// ios: 17
// expect: pass
// topic: In-memory ModelConfiguration for previews with seeded sample data
// apis: ModelConfiguration(isStoredInMemoryOnly:), ModelContainer(for:configurations:), ModelContainer.mainContext, modelContainer(_:), Preview
// source: https://developer.apple.com/documentation/swiftdata/modelconfiguration
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

@MainActor
enum PreviewStore {
    static let container: ModelContainer = {
        let configuration = ModelConfiguration(isStoredInMemoryOnly: true)
        do {
            let container = try ModelContainer(for: Habit.self, configurations: configuration)
            for name in ["Read", "Walk", "Stretch"] {
                container.mainContext.insert(Habit(name: name, streak: name.count))
            }
            return container
        } catch {
            fatalError("Could not create preview container: \(error)")
        }
    }()
}

struct HabitListView: View {
    @Query(sort: \Habit.name) private var habits: [Habit]

    var body: some View {
        List(habits) { habit in
            LabeledContent(habit.name, value: "\(habit.streak) days")
        }
    }
}

#Preview {
    HabitListView()
        .modelContainer(PreviewStore.container)
}
