// ios: 18
// expect: pass
// topic: iOS 18 PreviewModifier that shares one sample-data container across previews
// apis: PreviewModifier, PreviewTrait.modifier, Preview(traits:), ModelContainer, ModelContext
// source: https://developer.apple.com/documentation/swiftui/previewmodifier
import SwiftUI
import SwiftData

@Model
final class Dish {
    var name: String
    var minutes: Int

    init(name: String, minutes: Int) {
        self.name = name
        self.minutes = minutes
    }
}

struct SampleDishes: PreviewModifier {
    static func makeSharedContext() async throws -> ModelContainer {
        let container = try ModelContainer(
            for: Dish.self,
            configurations: ModelConfiguration(isStoredInMemoryOnly: true)
        )
        let context = ModelContext(container)
        context.insert(Dish(name: "Shakshuka", minutes: 25))
        context.insert(Dish(name: "Miso soup", minutes: 15))
        try context.save()
        return container
    }

    func body(content: Content, context: ModelContainer) -> some View {
        content.modelContainer(context)
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var sampleDishes: Self = .modifier(SampleDishes())
}

struct DishListView: View {
    @Query(sort: \Dish.minutes) private var dishes: [Dish]

    var body: some View {
        List(dishes) { dish in
            LabeledContent(dish.name, value: "\(dish.minutes) min")
        }
    }
}

#Preview(traits: .sampleDishes) {
    DishListView()
}
