// ios: 17
// expect: error 5: no such module 'SwiftData'
// topic: SwiftData models (framework not stubbed)
// apis: Model(), ModelContainer
import SwiftData

struct TodoDraft {
    var title: String
}
