// ios: 15.0
// expect: pass
import UIKit

let label = UILabel()
label.attributedText = NSAttributedString(
    string: "Title",
    attributes: [
        .font: UIFont.boldSystemFont(ofSize: 20),
        .foregroundColor: UIColor.secondaryLabel,
    ])
