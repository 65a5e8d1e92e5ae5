// ios: 15
// expect: pass
// topic: The classic EnvironmentKey + EnvironmentValues extension for injecting an analytics closure
// apis: EnvironmentKey, EnvironmentValues subscript, Environment, environment(_:_:), View extension
// source: https://developer.apple.com/documentation/swiftui/environmentkey
import SwiftUI

private struct AnalyticsLoggerKey: EnvironmentKey {
    static let defaultValue: (String) -> Void = { _ in }
}

extension EnvironmentValues {
    var logEvent: (String) -> Void {
        get { self[AnalyticsLoggerKey.self] }
        set { self[AnalyticsLoggerKey.self] = newValue }
    }
}

extension View {
    func analyticsLogger(_ logger: @escaping (String) -> Void) -> some View {
        environment(\.logEvent, logger)
    }
}

struct SignupButton: View {
    @Environment(\.logEvent) private var logEvent

    var body: some View {
        Button("Create account") {
            logEvent("signup_tapped")
        }
    }
}

struct SignupScreen: View {
    var body: some View {
        SignupButton()
            .analyticsLogger { event in
                print("[analytics] \(event)")
            }
    }
}
