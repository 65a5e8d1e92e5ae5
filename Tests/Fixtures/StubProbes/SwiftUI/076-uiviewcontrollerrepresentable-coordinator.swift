// ios: 15.0
// expect: pass
import SwiftUI
import UIKit

struct Wrapped: UIViewControllerRepresentable {
    @Binding var title: String

    final class Coordinator: NSObject {
        var parent: Wrapped
        init(parent: Wrapped) { self.parent = parent }
    }

    func makeCoordinator() -> Coordinator {
        Coordinator(parent: self)
    }

    func makeUIViewController(context: Context) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        _ = context.coordinator
        return controller
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
        uiViewController.title = title
    }

    static func dismantleUIViewController(_ uiViewController: UIViewController, coordinator: Coordinator) {}
}
