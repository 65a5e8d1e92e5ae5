// ios: 15.0
// expect: pass
import SwiftUI

struct DownloadedTrack: Identifiable {
    let id: UUID
    let title: String
}

struct DownloadsView: View {
    @State private var trackToRemove: DownloadedTrack?
    let tracks: [DownloadedTrack]

    var body: some View {
        List(tracks) { track in
            Button(track.title) {
                trackToRemove = track
            }
        }
        .confirmationDialog(
            "Eliminar descarga",
            item: $trackToRemove,
            titleVisibility: .visible
        ) { track in
            Button("Eliminar", role: .destructive) {
                removeDownload(track)
            }
            Button("Cancelar", role: .cancel) {}
        } message: { track in
            Text("\(track.title) dejará de estar disponible sin conexión.")
        }
    }

    private func removeDownload(_ track: DownloadedTrack) {}
}
