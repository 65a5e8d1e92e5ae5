// ios: 17
// expect: pass
// topic: A custom UITraitDefinition for a reading theme, pushed down the hierarchy with traitOverrides (iOS 17)
// apis: UITraitDefinition, UITraitCollection.subscript(_:), UIMutableTraits, UIViewController.traitOverrides, registerForTraitChanges(_:handler:)
// source: https://developer.apple.com/documentation/uikit/uitraitdefinition, https://developer.apple.com/documentation/uikit/uimutabletraits
import UIKit

enum ReadingTheme: Int {
    case standard, sepia, night
}

struct ReadingThemeTrait: UITraitDefinition {
    static let defaultValue = ReadingTheme.standard
    static let affectsColorAppearance = true
    static let name = "ReadingTheme"
}

extension UITraitCollection {
    var readingTheme: ReadingTheme { self[ReadingThemeTrait.self] }
}

extension UIMutableTraits {
    var readingTheme: ReadingTheme {
        get { self[ReadingThemeTrait.self] }
        set { self[ReadingThemeTrait.self] = newValue }
    }
}

final class ReaderViewController: UIViewController {
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)
        registerForTraitChanges([ReadingThemeTrait.self]) { (controller: ReaderViewController, _: UITraitCollection) in
            controller.applyColors()
        }
        applyColors()
    }

    func select(theme: ReadingTheme) {
        traitOverrides.readingTheme = theme
    }

    private func applyColors() {
        switch traitCollection.readingTheme {
        case .standard:
            textView.backgroundColor = .systemBackground
        case .sepia:
            textView.backgroundColor = UIColor(red: 0.98, green: 0.94, blue: 0.84, alpha: 1)
        case .night:
            textView.backgroundColor = .black
        }
    }
}
