// ios: 26
// expect: pass
// topic: Floating recording controls on Liquid Glass with UIGlassEffect, UIGlassContainerEffect and a capsule corner configuration (iOS 26)
// apis: UIGlassEffect.init(style:), UIGlassEffect.isInteractive, UIGlassEffect.tintColor, UIGlassContainerEffect.spacing, UIVisualEffectView, UIView.cornerConfiguration, UICornerConfiguration.capsule(maximumRadius:)
// source: https://developer.apple.com/documentation/uikit/uiglasseffect, https://developer.apple.com/documentation/uikit/uiglasscontainereffect
import UIKit

final class RecordingControlsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()

        let container = UIGlassContainerEffect()
        container.spacing = 12
        let containerView = UIVisualEffectView(effect: container)
        containerView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(containerView)

        let glass = UIGlassEffect(style: .regular)
        glass.isInteractive = true
        glass.tintColor = UIColor.systemRed.withAlphaComponent(0.25)
        let pill = UIVisualEffectView(effect: glass)
        pill.cornerConfiguration = .capsule()
        pill.translatesAutoresizingMaskIntoConstraints = false
        containerView.contentView.addSubview(pill)

        let label = UILabel()
        label.text = "● Recording 00:42"
        label.translatesAutoresizingMaskIntoConstraints = false
        pill.contentView.addSubview(label)

        NSLayoutConstraint.activate([
            containerView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            containerView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
            pill.topAnchor.constraint(equalTo: containerView.contentView.topAnchor),
            pill.bottomAnchor.constraint(equalTo: containerView.contentView.bottomAnchor),
            pill.leadingAnchor.constraint(equalTo: containerView.contentView.leadingAnchor),
            pill.trailingAnchor.constraint(equalTo: containerView.contentView.trailingAnchor),
            label.centerYAnchor.constraint(equalTo: pill.contentView.centerYAnchor),
            label.leadingAnchor.constraint(equalTo: pill.contentView.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: pill.contentView.trailingAnchor, constant: -20),
            pill.heightAnchor.constraint(equalToConstant: 48)
        ])
    }
}
