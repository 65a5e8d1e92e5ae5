// ios: 16
// expect: pass
// topic: An intent that returns a value to Shortcuts and speaks a dialog, with a parameter summary
// apis: AppIntent, Parameter(title:default:), ParameterSummary, Summary, ReturnsValue, ProvidesDialog, result(value:dialog:)
// source: https://developer.apple.com/documentation/appintents/returnsvalue, https://developer.apple.com/documentation/appintents/providesdialog
import AppIntents

actor HydrationLog {
    static let shared = HydrationLog()
    private var total = 0

    func add(_ milliliters: Int) -> Int {
        total += milliliters
        return total
    }
}

struct LogWaterIntent: AppIntent {
    static var title: LocalizedStringResource = "Log Water"

    @Parameter(title: "Milliliters", default: 250)
    var amount: Int

    static var parameterSummary: some ParameterSummary {
        Summary("Log \(\.$amount) ml of water")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        let total = await HydrationLog.shared.add(amount)
        return .result(value: total, dialog: "Logged \(amount) ml. You're at \(total) ml today.")
    }
}
