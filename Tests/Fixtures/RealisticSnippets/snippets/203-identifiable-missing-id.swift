// ios: 15
// expect: error 5: does not conform to protocol 'Identifiable'
// topic: Identifiable without an id property
// apis: Identifiable, List
struct Ingredient: Identifiable {
    let name: String
    let grams: Int
}
