// ios: 18
// expect: pass
// topic: Bringing a UIKit two-finger double-tap recognizer into SwiftUI with UIGestureRecognizerRepresentable (iOS 18)
// apis: UIGestureRecognizerRepresentable, makeUIGestureRecognizer(context:), handleUIGestureRecognizerAction(_:context:), View.gesture(_:), UITapGestureRecognizer
// source: https://developer.apple.com/documentation/swiftui/uigesturerecognizerrepresentable
import SwiftUI
import UIKit

struct TwoFingerDoubleTap: UIGestureRecognizerRepresentable {
    var action: () -> Void

    func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
        let recognizer = UITapGestureRecognizer()
        recognizer.numberOfTapsRequired = 2
        recognizer.numberOfTouchesRequired = 2
        return recognizer
    }

    func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
        if recognizer.state == .ended {
            action()
        }
    }
}

struct CanvasScreen: View {
    @State private var zoom: CGFloat = 1

    var body: some View {
        Rectangle()
            .fill(.blue.gradient)
            .scaleEffect(zoom)
            .gesture(TwoFingerDoubleTap {
                withAnimation(.snappy) {
                    zoom = zoom == 1 ? 2 : 1
                }
            })
    }
}
