// ios: 15.0
// expect: pass
import UIKit

let title = UILabel()
title.text = "Downloads"
title.adjustsFontForContentSizeCategory = true
let field = UITextField()
field.placeholder = "Search"
field.borderStyle = .roundedRect
field.keyboardType = .webSearch
field.returnKeyType = .search
let button = UIButton(type: .system)
button.setTitle("Go", for: .normal)
button.setTitleColor(.systemBlue, for: .highlighted)
let stack = UIStackView(arrangedSubviews: [title, field, button])
stack.axis = .vertical
stack.alignment = .fill
stack.distribution = .fillProportionally
stack.spacing = 8
stack.setCustomSpacing(16, after: title)
stack.isLayoutMarginsRelativeArrangement = true
stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
