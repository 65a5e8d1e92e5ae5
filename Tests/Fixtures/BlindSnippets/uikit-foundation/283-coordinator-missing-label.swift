// ios: 15
// expect: error 13: missing argument label 'parent:' in call
// topic: Zoomable image via UIScrollView in SwiftUI, where makeCoordinator forgets the Coordinator initializer's argument label
// apis: UIViewRepresentable, makeCoordinator(), UIScrollViewDelegate.viewForZooming(in:), UIScrollView.maximumZoomScale
// source: https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()-32trb
import SwiftUI
import UIKit

struct ZoomableImage: UIViewRepresentable {
    let image: UIImage

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> UIScrollView {
        let scrollView = UIScrollView()
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        scrollView.delegate = context.coordinator
        let imageView = UIImageView(image: image)
        imageView.contentMode = .scaleAspectFit
        scrollView.addSubview(imageView)
        return scrollView
    }

    func updateUIView(_ uiView: UIScrollView, context: Context) {
        context.coordinator.parent = self
        uiView.subviews.first?.frame = uiView.bounds
    }

    final class Coordinator: NSObject, UIScrollViewDelegate {
        var parent: ZoomableImage

        init(parent: ZoomableImage) {
            self.parent = parent
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? {
            scrollView.subviews.first
        }
    }
}
