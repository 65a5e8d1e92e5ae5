// ios: 16
// expect: pass
// topic: Accepting dropped images and PDFs with UIDropInteraction and the UTType-based NSItemProvider loading APIs
// apis: UIDropInteraction, UIDropInteractionDelegate, NSItemProvider.canLoadObject(ofClass:), loadObject(ofClass:completionHandler:), hasItemConformingToTypeIdentifier(_:), loadDataRepresentation(for:completionHandler:), UTType.pdf
// source: https://developer.apple.com/documentation/foundation/nsitemprovider/loaddatarepresentation(for:completionhandler:), https://developer.apple.com/documentation/uikit/uidropinteraction
import UIKit
import UniformTypeIdentifiers

final class DropZoneViewController: UIViewController, UIDropInteractionDelegate {
    private let imageView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.frame = view.bounds
        view.addSubview(imageView)
        view.addInteraction(UIDropInteraction(delegate: self))
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: [UTType.image.identifier, UTType.pdf.identifier])
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        for item in session.items {
            let provider = item.itemProvider
            if provider.canLoadObject(ofClass: UIImage.self) {
                _ = provider.loadObject(ofClass: UIImage.self) { [weak self] object, _ in
                    guard let image = object as? UIImage else { return }
                    DispatchQueue.main.async { self?.imageView.image = image }
                }
            } else if provider.hasItemConformingToTypeIdentifier(UTType.pdf.identifier) {
                _ = provider.loadDataRepresentation(for: .pdf) { data, error in
                    print("Received PDF of \(data?.count ?? 0) bytes, error: \(String(describing: error))")
                }
            }
        }
    }
}
