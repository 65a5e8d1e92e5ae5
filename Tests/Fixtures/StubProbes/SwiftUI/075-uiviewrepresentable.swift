// ios: 15.0
// expect: pass
import SwiftUI
import UIKit

struct ColorBox: UIViewRepresentable {
    let color: UIColor

    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = color
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        uiView.backgroundColor = color
        _ = context.environment.colorScheme
    }
}

struct Host: View {
    var body: some View {
        ColorBox(color: .systemBackground)
            .frame(height: 44)
    }
}
