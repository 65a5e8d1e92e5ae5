// ios: 17
// expect: pass
// topic: Multi-step pulse with phaseAnimator(_:trigger:) and a looping PhaseAnimator view
// apis: phaseAnimator(_:trigger:content:animation:), PhaseAnimator, Animation.spring(duration:bounce:), CaseIterable phases
// source: https://developer.apple.com/documentation/swiftui/phaseanimator, https://developer.apple.com/documentation/swiftui/view/phaseanimator(_:trigger:content:animation:)
import SwiftUI

enum PulsePhase: CaseIterable {
    case resting, growing, settling

    var scale: Double {
        switch self {
        case .resting: return 1
        case .growing: return 1.3
        case .settling: return 0.95
        }
    }
}

struct RecordButton: View {
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 40) {
            Circle()
                .fill(.red)
                .frame(width: 80, height: 80)
                .phaseAnimator(PulsePhase.allCases, trigger: taps) { content, phase in
                    content.scaleEffect(phase.scale)
                } animation: { phase in
                    phase == .growing ? Animation.spring(duration: 0.25, bounce: 0.5) : Animation.easeOut(duration: 0.2)
                }
                .onTapGesture { taps += 1 }

            PhaseAnimator([0.4, 1.0]) { opacity in
                Text("Recording…")
                    .opacity(opacity)
            } animation: { _ in
                .easeInOut(duration: 0.8)
            }
        }
    }
}
