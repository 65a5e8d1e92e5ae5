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

    private var isPresentingRemoval: Binding<Bool> {
        Binding(
            get: { trackToRemove != nil },
            set: { isPresented in
                if !isPresented {
                    trackToRemove = nil
                }
            }
        )
    }

    var body: some View {
        List(tracks) { track in
            Button(track.title) { trackToRemove = track }
        }
        .confirmationDialog(
            "Eliminar descarga",
            isPresented: isPresentingRemoval,
            presenting: trackToRemove
        ) { track in
            Button("Eliminar", role: .destructive) {}
        } message: { track in
            Text("\(track.title) dejará de estar disponible sin conexión.")
        }
    }
}
