// ios: 16
// expect: pass
// topic: Replacing UIMenuController with UIEditMenuInteraction on a custom canvas view (iOS 16)
// apis: UIEditMenuInteraction, UIEditMenuInteractionDelegate, UIEditMenuConfiguration.init(identifier:sourcePoint:), UIEditMenuInteraction.presentEditMenu(with:), UIMenu
// source: https://developer.apple.com/documentation/uikit/uieditmenuinteraction
import UIKit

final class StickerCanvasView: UIView, UIEditMenuInteractionDelegate {
    private lazy var editMenuInteraction = UIEditMenuInteraction(delegate: self)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addInteraction(editMenuInteraction)
        let longPress = UILongPressGestureRecognizer(target: self, action: #selector(showMenu(_:)))
        addGestureRecognizer(longPress)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func showMenu(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        let location = recognizer.location(in: self)
        let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: location)
        editMenuInteraction.presentEditMenu(with: configuration)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration, suggestedActions: [UIMenuElement]) -> UIMenu? {
        let duplicate = UIAction(title: "Duplicate", image: UIImage(systemName: "plus.square.on.square")) { _ in
            print("duplicate sticker")
        }
        let remove = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
            print("delete sticker")
        }
        return UIMenu(children: suggestedActions + [duplicate, remove])
    }
}
