// ios: 16
// expect: pass
// topic: String(localized:) and LocalizedStringResource
// apis: String(localized:defaultValue:table:bundle:locale:comment:), LocalizedStringResource
struct Strings {
    static let welcome = String(localized: "welcome.title", defaultValue: "Bienvenido", comment: "Pantalla inicial")
    static let logout: LocalizedStringResource = "Cerrar sesión"
}

func greeting(name: String) -> String {
    String(localized: "Hola, \(name)")
}
