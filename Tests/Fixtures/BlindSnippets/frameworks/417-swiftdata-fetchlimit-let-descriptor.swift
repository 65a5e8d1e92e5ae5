// ios: 17
// expect: error 26: cannot assign to property: 'descriptor' is a 'let' constant
// topic: Mistake: configuring fetchLimit on a FetchDescriptor declared with let
// apis: FetchDescriptor, FetchDescriptor.fetchLimit, SortDescriptor, ModelContext.fetch
// source: https://developer.apple.com/documentation/swiftdata/fetchdescriptor/fetchlimit
import Foundation
import SwiftData

@Model
final class Message {
    var sender: String
    var text: String
    var sentAt: Date

    init(sender: String, text: String, sentAt: Date) {
        self.sender = sender
        self.text = text
        self.sentAt = sentAt
    }
}

func recentMessages(in context: ModelContext, pageSize: Int) throws -> [Message] {
    let descriptor = FetchDescriptor<Message>(
        sortBy: [SortDescriptor(\.sentAt, order: .reverse)]
    )
    descriptor.fetchLimit = pageSize
    return try context.fetch(descriptor)
}
