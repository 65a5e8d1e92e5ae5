// ios: 15.0
// expect: pass
import SwiftUI

private struct AccentKey: EnvironmentKey {
    static let defaultValue: Color = .blue
}

extension EnvironmentValues {
    var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

struct Themed: View {
    @Environment(\.accent) private var accent
    var body: some View {
        Text("Tema").foregroundColor(accent)
    }
}

struct Root: View {
    var body: some View {
        Themed().environment(\.accent, .orange)
    }
}
