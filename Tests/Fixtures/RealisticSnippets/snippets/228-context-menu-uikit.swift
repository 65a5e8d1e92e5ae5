// ios: 15
// expect: pass
// topic: UIContextMenuInteraction with UIContextMenuConfiguration
// apis: UIContextMenuInteraction, UIContextMenuInteractionDelegate, UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)
final class ThumbnailView: UIView, UIContextMenuInteractionDelegate {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addInteraction(UIContextMenuInteraction(delegate: self))
    }

    required init?(coder: NSCoder) { fatalError() }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [
                UIAction(title: "Copiar", image: UIImage(systemName: "doc.on.doc")) { _ in },
                UIAction(title: "Borrar", attributes: .destructive) { _ in },
            ])
        }
    }
}
