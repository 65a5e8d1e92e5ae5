// ios: 15
// expect: pass
// source: https://developer.apple.com/tutorials/data/documentation/coredata/nsfetchrequest/sortdescriptors.md https://developer.apple.com/tutorials/data/documentation/coredata/nsmanagedobjectcontext/perform(schedule:_:).md
// area: core-data
// note: typed NSFetchRequest executed inside the async perform(schedule:_:) overload
import CoreData

@objc(Recipe)
final class Recipe: NSManagedObject {
    @NSManaged var name: String
    @NSManaged var rating: Int16
    @NSManaged var isFavorite: Bool
}

extension Recipe {
    @nonobjc class func favoritesRequest() -> NSFetchRequest<Recipe> {
        let request = NSFetchRequest<Recipe>(entityName: "Recipe")
        request.predicate = NSPredicate(format: "isFavorite == YES")
        request.sortDescriptors = [NSSortDescriptor(key: "rating", ascending: false)]
        request.fetchLimit = 20
        return request
    }
}

final class RecipeService {
    let context: NSManagedObjectContext

    init(context: NSManagedObjectContext) {
        self.context = context
    }

    func favoriteNames() async throws -> [String] {
        try await context.perform {
            let recipes = try self.context.fetch(Recipe.favoritesRequest())
            return recipes.map(\.name)
        }
    }
}
