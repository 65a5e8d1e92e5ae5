// ios: 15.0
// expect: pass
import Foundation

final class Item: NSObject {
    let title: String
    init(title: String) { self.title = title; super.init() }
    override var description: String { "Item(\(title))" }
    override func isEqual(_ object: Any?) -> Bool { (object as? Item)?.title == title }
    override var hash: Int { title.hashValue }
}
let set: Set<Item> = [Item(title: "a")]
print(set.count, Item(title: "b") == Item(title: "b"))
