// ios: 18
// expect: pass
// topic: Driving a continuously animating waveform with UIUpdateLink instead of CADisplayLink (iOS 18)
// apis: UIUpdateLink.init(view:), UIUpdateLink.addAction(handler:), UIUpdateLink.requiresContinuousUpdates, UIUpdateLink.isEnabled, UIUpdateInfo.modelTime
// source: https://developer.apple.com/documentation/uikit/uiupdatelink
import UIKit

final class WaveformView: UIView {
    private let waveLayer = CAShapeLayer()
    private var updateLink: UIUpdateLink?

    override init(frame: CGRect) {
        super.init(frame: frame)
        waveLayer.strokeColor = UIColor.systemIndigo.cgColor
        waveLayer.fillColor = nil
        waveLayer.lineWidth = 2
        layer.addSublayer(waveLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil {
            let link = UIUpdateLink(view: self)
            link.addAction { [weak self] _, info in
                self?.redraw(at: info.modelTime)
            }
            link.requiresContinuousUpdates = true
            link.isEnabled = true
            updateLink = link
        } else {
            updateLink?.isEnabled = false
            updateLink = nil
        }
    }

    private func redraw(at time: CFTimeInterval) {
        let path = UIBezierPath()
        let midY = bounds.midY
        let amplitude = bounds.height / 3
        for x in stride(from: 0, through: bounds.width, by: 2) {
            let angle = x / 20 + CGFloat(time) * 4
            let point = CGPoint(x: x, y: midY + sin(angle) * amplitude)
            if x == 0 {
                path.move(to: point)
            } else {
                path.addLine(to: point)
            }
        }
        waveLayer.path = path.cgPath
    }
}
