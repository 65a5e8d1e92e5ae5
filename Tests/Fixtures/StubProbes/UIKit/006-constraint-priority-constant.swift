// ios: 15.0
// expect: pass
import UIKit

let child = UIView(), parent = UIView()
parent.addSubview(child)
let height = child.heightAnchor.constraint(equalToConstant: 44)
height.priority = .defaultHigh
height.priority = UILayoutPriority(999)
height.constant = 48
height.isActive = true
let width = child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5)
let centered = child.centerYAnchor.constraint(equalTo: parent.centerYAnchor)
NSLayoutConstraint.activate([width, centered])
NSLayoutConstraint.deactivate([centered])
