// ios: 15
// expect: pass
// topic: keyboard notifications as an async sequence
// apis: NotificationCenter.notifications(named:object:), UIResponder.keyboardWillHideNotification, task(priority:_:)
struct KeyboardAwareView: View {
    @State private var hideCount = 0

    var body: some View {
        Text("El teclado se ocultó \(hideCount) veces")
            .task {
                for await _ in NotificationCenter.default.notifications(named: UIResponder.keyboardWillHideNotification) {
                    hideCount += 1
                }
            }
    }
}
