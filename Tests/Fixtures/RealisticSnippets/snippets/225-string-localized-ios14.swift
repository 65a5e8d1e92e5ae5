// ios: 14
// expect: error 6: is only available in iOS 15
// topic: String(localized:) at iOS 14
// apis: String(localized:)
func emptyTitle() -> String {
    String(localized: "list.empty", comment: "Lista vacía")
}
