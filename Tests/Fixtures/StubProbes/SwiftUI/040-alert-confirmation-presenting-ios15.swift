// ios: 15.0
// expect: pass
import SwiftUI

struct DownloadedTrack: Identifiable {
    let id: UUID
    let title: String
}

struct DownloadsView: View {
    @State private var trackToRemove: DownloadedTrack?
    @State private var isShowingRemovalDialog = false
    @State private var isShowingAlert = false
    let tracks: [DownloadedTrack]

    var body: some View {
        List(tracks) { track in
            Button(track.title) {
                trackToRemove = track
                isShowingRemovalDialog = true
            }
        }
        .confirmationDialog(
            "Eliminar descarga",
            isPresented: $isShowingRemovalDialog,
            titleVisibility: .visible,
            presenting: trackToRemove
        ) { track in
            Button("Eliminar", role: .destructive) { removeDownload(track) }
        } message: { track in
            Text("\(track.title) dejará de estar disponible sin conexión.")
        }
        .alert("Aviso", isPresented: $isShowingAlert) {
            Button("OK", role: .cancel) {}
        } message: {
            Text("Listo")
        }
        .alert(Text("Sin mensaje"), isPresented: $isShowingAlert) {
            Button("OK") {}
        }
        .confirmationDialog("Opciones", isPresented: $isShowingAlert) {
            Button("Compartir") {}
        }
    }

    private func removeDownload(_ track: DownloadedTrack) {}
}
