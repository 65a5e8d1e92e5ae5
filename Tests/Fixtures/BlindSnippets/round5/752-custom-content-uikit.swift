// ios: 15
// expect: pass
// source: https://developer.apple.com/documentation/accessibility/axcustomcontentprovider.md https://developer.apple.com/documentation/accessibility/axcustomcontentprovider/accessibilitycustomcontent.md https://developer.apple.com/documentation/accessibility/axcustomcontent/init(label:value:).md
// area: accessibility
// note: UIKit cell adopting AXCustomContentProvider
import UIKit
import Accessibility

final class PhotoCell: UICollectionViewCell, AXCustomContentProvider {
    var accessibilityCustomContent: [AXCustomContent]! = []

    private let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
        isAccessibilityElement = true
        accessibilityTraits = .image
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, date: String, camera: String) {
        accessibilityLabel = title
        let dateContent = AXCustomContent(label: "Date", value: date)
        dateContent.importance = .high
        let cameraContent = AXCustomContent(label: "Camera", value: camera)
        accessibilityCustomContent = [dateContent, cameraContent]
    }
}
