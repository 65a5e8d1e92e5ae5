// ios: 15.0
// expect: pass
import UIKit

let body = UIFont.preferredFont(forTextStyle: .body)
let bold = UIFont.systemFont(ofSize: 17, weight: .semibold)
let scaled = UIFontMetrics(forTextStyle: .title1).scaledFont(for: bold)
let symbol = UIImage(systemName: "star.fill")
let configured = UIImage(
    systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
let imageView = UIImageView(image: symbol?.withRenderingMode(.alwaysTemplate))
imageView.contentMode = .scaleAspectFit
imageView.tintColor = .systemPink
print(body.pointSize, scaled.lineHeight, configured as Any)
