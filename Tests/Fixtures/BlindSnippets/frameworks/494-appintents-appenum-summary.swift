// ios: 16
// expect: pass
// topic: An AppEnum parameter with case display representations and a parameter summary
// apis: AppEnum, caseDisplayRepresentations, TypeDisplayRepresentation, DisplayRepresentation.Image(systemName:), Parameter, ParameterSummary, Summary
// source: https://developer.apple.com/documentation/appintents/appenum
import AppIntents

enum BrewMethod: String, AppEnum, CaseIterable {
    case espresso, pourOver, frenchPress

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Brew Method"
    static var caseDisplayRepresentations: [BrewMethod: DisplayRepresentation] = [
        .espresso: "Espresso",
        .pourOver: DisplayRepresentation(title: "Pour Over", image: .init(systemName: "drop")),
        .frenchPress: "French Press"
    ]
}

struct LogBrewIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a Brew"

    @Parameter(title: "Method")
    var method: BrewMethod

    @Parameter(title: "Grams of coffee", default: 18.0)
    var grams: Double

    static var parameterSummary: some ParameterSummary {
        Summary("Log \(\.$method) with \(\.$grams) g")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let ratio = method == .espresso ? 2.0 : 16.0
        return .result(dialog: "Use \(Int(grams * ratio)) g of water.")
    }
}
