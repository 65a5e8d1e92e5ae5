// ios: 26
// expect: pass
// topic: iOS 18 schema macros: compound #Unique constraints and #Index for faster fetches, upsert on insert
// apis: Unique, Index, Model, ModelContext.insert, FetchDescriptor
// source: https://developer.apple.com/documentation/swiftdata/unique(_:), https://developer.apple.com/documentation/swiftdata/index(_:)
import Foundation
import SwiftData

@Model
final class Contact {
    #Unique<Contact>([\.email], [\.firstName, \.lastName])
    #Index<Contact>([\.lastName], [\.lastName, \.firstName])

    var firstName: String
    var lastName: String
    var email: String
    var company: String?

    init(firstName: String, lastName: String, email: String, company: String? = nil) {
        self.firstName = firstName
        self.lastName = lastName
        self.email = email
        self.company = company
    }
}

func importContacts(_ contacts: [Contact], into context: ModelContext) throws -> Int {
    for contact in contacts {
        context.insert(contact)
    }
    try context.save()
    let descriptor = FetchDescriptor<Contact>(sortBy: [SortDescriptor(\.lastName)])
    return try context.fetchCount(descriptor)
}
