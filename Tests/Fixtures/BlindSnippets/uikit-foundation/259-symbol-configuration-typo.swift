// ios: 15
// expect: error 12: has no member 'preferringMulticolour'
// topic: Multicolor, palette and hierarchical UIImage.SymbolConfiguration (iOS 15) with a British-spelled factory method
// apis: UIImage.SymbolConfiguration.preferringMulticolor(), UIImage.SymbolConfiguration.init(paletteColors:), UIImage.SymbolConfiguration.init(hierarchicalColor:), UIImage.SymbolConfiguration.applying(_:)
// source: https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration
import UIKit

@MainActor
enum WeatherSymbols {
    static func multicolor(_ name: String) -> UIImage? {
        let base = UIImage.SymbolConfiguration(textStyle: .title1)
        let colors = UIImage.SymbolConfiguration.preferringMulticolour()
        return UIImage(systemName: name, withConfiguration: base.applying(colors))
    }

    static func palette(_ name: String) -> UIImage? {
        let config = UIImage.SymbolConfiguration(paletteColors: [.systemBlue, .systemYellow])
        return UIImage(systemName: name, withConfiguration: config)
    }

    static func hierarchical(_ name: String) -> UIImage? {
        let config = UIImage.SymbolConfiguration(hierarchicalColor: .systemTeal)
            .applying(UIImage.SymbolConfiguration(weight: .medium))
        return UIImage(systemName: name, withConfiguration: config)
    }
}
