// ios: 17
// expect: pass
// topic: Background import with @ModelActor instead of a Core Data background context
// apis: ModelActor, ModelContainer, modelContext, Attribute(.unique), ModelContext.save
// source: https://developer.apple.com/documentation/swiftdata/modelactor()
import Foundation
import SwiftData

@Model
final class Article {
    @Attribute(.unique) var remoteID: Int
    var headline: String

    init(remoteID: Int, headline: String) {
        self.remoteID = remoteID
        self.headline = headline
    }
}

struct ArticleDTO: Decodable, Sendable {
    let id: Int
    let headline: String
}

@ModelActor
actor ArticleImporter {
    func importArticles(from data: Data) throws -> Int {
        let items = try JSONDecoder().decode([ArticleDTO].self, from: data)
        for item in items {
            modelContext.insert(Article(remoteID: item.id, headline: item.headline))
        }
        try modelContext.save()
        return items.count
    }
}

func refreshFeed(container: ModelContainer, payload: Data) async throws {
    let importer = ArticleImporter(modelContainer: container)
    let count = try await importer.importArticles(from: payload)
    print("Imported \(count) articles")
}
