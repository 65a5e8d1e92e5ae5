// ios: 17
// expect: error 16: has no member 'userInterfaceStyel'
// topic: Forcing dark mode for a preview screen through traitOverrides, with a misspelled trait property
// apis: UIViewController.traitOverrides, UITraitOverrides, UIMutableTraits.userInterfaceStyle, UISwitch, UIControl.addAction(_:for:)
// source: https://developer.apple.com/documentation/uikit/uitraitoverrides
import UIKit

final class NightModePreviewViewController: UIViewController {
    private let previewSwitch = UISwitch()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        previewSwitch.addAction(UIAction { [weak self] action in
            guard let self = self, let toggle = action.sender as? UISwitch else { return }
            self.traitOverrides.userInterfaceStyel = toggle.isOn ? .dark : .light
        }, for: .valueChanged)
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: previewSwitch)
    }
}
