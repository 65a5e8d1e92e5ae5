// ios: 18
// expect: pass
// topic: Bridging SwiftUI animations into a UIKit view with UIViewRepresentableContext.animate (iOS 18)
// apis: UIViewRepresentable, UIViewRepresentableContext.animate(changes:completion:), withAnimation(_:_:), Animation.spring(duration:bounce:blendDuration:)
// source: https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/animate(changes:completion:)
import SwiftUI
import UIKit

final class ProgressBarView: UIView {
    private let fill = UIView()
    var progress: Double = 0 {
        didSet { setNeedsLayout() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        fill.backgroundColor = .systemGreen
        addSubview(fill)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(progress), height: bounds.height)
    }
}

struct ProgressBar: UIViewRepresentable {
    var progress: Double

    func makeUIView(context: Context) -> ProgressBarView {
        ProgressBarView()
    }

    func updateUIView(_ uiView: ProgressBarView, context: Context) {
        context.animate {
            uiView.progress = progress
            uiView.layoutIfNeeded()
        }
    }
}

struct UploadCard: View {
    @State private var progress = 0.2

    var body: some View {
        VStack(spacing: 16) {
            ProgressBar(progress: progress).frame(height: 8)
            Button("Advance") {
                withAnimation(.spring(duration: 0.5)) {
                    progress = min(1, progress + 0.2)
                }
            }
        }
        .padding()
    }
}
