// ios: 15
// expect: pass
// topic: Pointer tooltips for iPad and Mac Catalyst with UIControl.toolTip and a dynamic UIToolTipInteraction (iOS 15)
// apis: UIControl.toolTip, UIToolTipInteraction, UIToolTipInteractionDelegate, UIToolTipConfiguration.init(toolTip:), Date.formatted(_:)
// source: https://developer.apple.com/documentation/uikit/uitooltipinteraction
import UIKit

final class EditorToolbarViewController: UIViewController, UIToolTipInteractionDelegate {
    private let boldButton = UIButton(type: .system)
    private let syncStatusView = UIImageView(image: UIImage(systemName: "icloud"))
    private var lastSync = Date()

    override func viewDidLoad() {
        super.viewDidLoad()
        boldButton.setImage(UIImage(systemName: "bold"), for: .normal)
        boldButton.toolTip = "Bold (⌘B)"

        let interaction = UIToolTipInteraction()
        interaction.delegate = self
        syncStatusView.isUserInteractionEnabled = true
        syncStatusView.addInteraction(interaction)

        let stack = UIStackView(arrangedSubviews: [boldButton, syncStatusView])
        stack.spacing = 20
        stack.frame = CGRect(x: 16, y: 60, width: 200, height: 44)
        view.addSubview(stack)
    }

    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? {
        UIToolTipConfiguration(toolTip: "Last synced \(lastSync.formatted(.relative(presentation: .named)))")
    }
}
