// ios: 17
// expect: pass
// source: https://developer.apple.com/documentation/swiftui/accessibilitytraits/istoggle.md https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:).md https://developer.apple.com/tutorials/data/documentation/swiftui/accessibilitytraits.md
// area: accessibility
// note: custom checkbox reporting the iOS 17 isToggle trait together with its value
import SwiftUI

struct Checkbox: View {
    let title: String
    @Binding var isOn: Bool

    var body: some View {
        Button {
            isOn.toggle()
        } label: {
            HStack {
                Image(systemName: isOn ? "checkmark.square.fill" : "square")
                Text(title)
            }
        }
        .buttonStyle(.plain)
        .accessibilityElement(children: .combine)
        .accessibilityValue(isOn ? "Checked" : "Unchecked")
        .accessibilityAddTraits(.isToggle)
    }
}

struct TermsView: View {
    @State private var accepted = false

    var body: some View {
        VStack(alignment: .leading) {
            Checkbox(title: "I accept the terms", isOn: $accepted)
            Button("Continue") {}
                .disabled(!accepted)
        }
        .padding()
    }
}
