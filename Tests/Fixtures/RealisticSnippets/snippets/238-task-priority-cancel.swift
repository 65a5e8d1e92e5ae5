// ios: 15
// expect: pass
// topic: storing a Task in @State and cancelling it; task(priority:)
// apis: Task, Task.cancel(), task(priority:_:), TaskPriority.background
struct AutosaveEditor: View {
    @State private var text = ""
    @State private var saveTask: Task<Void, Never>?

    var body: some View {
        TextField("Texto", text: $text)
            .onChange(of: text) { _ in
                saveTask?.cancel()
                saveTask = Task {
                    try? await Task.sleep(nanoseconds: 1_000_000_000)
                    guard !Task.isCancelled else { return }
                    print("guardado")
                }
            }
            .task(priority: .background) {
                print("precargando")
            }
    }
}
