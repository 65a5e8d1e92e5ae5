// ios: 15
// expect: pass
// topic: onReceive keyboard notifications in a SwiftUI view
// apis: onReceive(_:perform:), NotificationCenter.publisher(for:object:), UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidHideNotification
struct ChatComposer: View {
    @State private var message = ""
    @State private var keyboardVisible = false

    var body: some View {
        VStack {
            Spacer()
            if !keyboardVisible {
                Text("Toca para escribir")
            }
            TextField("Mensaje", text: $message)
                .padding()
        }
        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { _ in
            keyboardVisible = true
        }
        .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardDidHideNotification)) { _ in
            keyboardVisible = false
        }
    }
}
