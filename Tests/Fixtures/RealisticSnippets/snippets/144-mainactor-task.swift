// ios: 15
// expect: pass
// topic: @MainActor view model, Task { @MainActor in }, MainActor.run
// apis: MainActor, MainActor.run(resultType:body:), Task.init(priority:operation:), Task.detached(priority:operation:)
@MainActor
final class UploadViewModel: ObservableObject {
    @Published var status = "En espera"

    func upload(_ data: Data) {
        status = "Subiendo…"
        Task.detached(priority: .utility) {
            let size = data.count
            await MainActor.run {
                self.status = "Subidos \(size) bytes"
            }
        }
    }
}

final class LegacyCallbackBridge {
    func finished(model: UploadViewModel) {
        Task { @MainActor in
            model.status = "Completado"
        }
    }
}
