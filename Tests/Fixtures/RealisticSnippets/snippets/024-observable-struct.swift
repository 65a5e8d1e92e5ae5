// ios: 17
// expect: error 5: cannot be applied to struct type 'FilterState'
// topic: @Observable applied to a struct
// apis: Observable()
@Observable
struct FilterState {
    func summary() -> String { "sin filtros" }
}
