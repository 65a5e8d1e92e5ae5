// ios: 16
// expect: pass
// source: https://developer.apple.com/documentation/appintents/appenum.md https://developer.apple.com/documentation/appintents/casedisplayrepresentable/casedisplayrepresentations.md https://developer.apple.com/documentation/appintents/typedisplayrepresentable/typedisplayrepresentation.md
// area: app-intents
// note: AppIntent with an AppEnum parameter replacing an intent-definition enum
import AppIntents

enum BrewStrength: String, AppEnum {
    case mild
    case regular
    case strong

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Strength"
    static var caseDisplayRepresentations: [BrewStrength: DisplayRepresentation] = [
        .mild: "Mild",
        .regular: "Regular",
        .strong: "Strong"
    ]
}

struct BrewCoffeeIntent: AppIntent {
    static var title: LocalizedStringResource = "Brew Coffee"

    @Parameter(title: "Strength", default: .regular)
    var strength: BrewStrength

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Brewing a \(strength.rawValue) cup.")
    }
}
