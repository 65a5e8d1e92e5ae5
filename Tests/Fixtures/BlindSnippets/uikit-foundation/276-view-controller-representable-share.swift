// ios: 16
// expect: pass
// topic: Presenting UIActivityViewController from SwiftUI with UIViewControllerRepresentable and a Coordinator
// apis: UIViewControllerRepresentable, makeUIViewController(context:), updateUIViewController(_:context:), makeCoordinator(), UIActivityViewController.completionWithItemsHandler, View.presentationDetents(_:)
// source: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
import SwiftUI
import UIKit

struct ActivityView: UIViewControllerRepresentable {
    let items: [Any]
    var onComplete: (Bool) -> Void = { _ in }

    func makeCoordinator() -> Coordinator {
        Coordinator(onComplete: onComplete)
    }

    func makeUIViewController(context: Context) -> UIActivityViewController {
        let controller = UIActivityViewController(activityItems: items, applicationActivities: nil)
        let coordinator = context.coordinator
        controller.completionWithItemsHandler = { _, completed, _, _ in
            coordinator.onComplete(completed)
        }
        return controller
    }

    func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {
        context.coordinator.onComplete = onComplete
    }

    final class Coordinator {
        var onComplete: (Bool) -> Void

        init(onComplete: @escaping (Bool) -> Void) {
            self.onComplete = onComplete
        }
    }
}

struct InviteButton: View {
    @State private var isSharing = false
    let inviteURL = URL(string: "https://example.com/invite/8F2K")!

    var body: some View {
        Button("Invite Friends") { isSharing = true }
            .sheet(isPresented: $isSharing) {
                ActivityView(items: [inviteURL]) { _ in
                    isSharing = false
                }
                .presentationDetents([.medium, .large])
            }
    }
}
