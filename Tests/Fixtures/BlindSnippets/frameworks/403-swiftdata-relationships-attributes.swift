// ios: 17
// expect: pass
// topic: Modelling a one-to-many relationship with cascade delete, a unique attribute, external storage and a transient property
// apis: Model, Attribute(.unique), Attribute(.externalStorage), Relationship(deleteRule:inverse:), Transient, ModelContext
// source: https://developer.apple.com/documentation/swiftdata/defining-data-relationships-with-enumerations-and-model-classes, https://developer.apple.com/documentation/swiftdata/transient()
import Foundation
import SwiftData

@Model
final class Author {
    @Attribute(.unique) var email: String
    var name: String
    @Relationship(deleteRule: .cascade, inverse: \Book.author)
    var books: [Book] = []
    @Transient var isExpanded: Bool = false

    init(email: String, name: String) {
        self.email = email
        self.name = name
    }
}

@Model
final class Book {
    var title: String
    var publishedYear: Int
    var author: Author?
    @Attribute(.externalStorage) var coverImage: Data?

    init(title: String, publishedYear: Int, author: Author? = nil) {
        self.title = title
        self.publishedYear = publishedYear
        self.author = author
    }
}

func seedLibrary(in context: ModelContext) throws {
    let author = Author(email: "ursula@example.com", name: "Ursula K. Le Guin")
    context.insert(author)
    let book = Book(title: "The Dispossessed", publishedYear: 1974)
    book.author = author
    try context.save()
}
