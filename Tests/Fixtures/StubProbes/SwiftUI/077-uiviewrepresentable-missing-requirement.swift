// ios: 15.0
// expect: error: type 'Broken' does not conform to protocol 'UIViewRepresentable'
import SwiftUI
import UIKit

struct Broken: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
}
