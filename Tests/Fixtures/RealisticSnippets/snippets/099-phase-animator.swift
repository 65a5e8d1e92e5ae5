// ios: 17
// expect: pass
// topic: phaseAnimator modifier and PhaseAnimator view
// apis: phaseAnimator(_:content:animation:), PhaseAnimator(_:content:animation:)
enum PulsePhase: CaseIterable {
    case idle, grow, settle

    var scale: Double {
        switch self {
        case .idle: 1
        case .grow: 1.25
        case .settle: 0.95
        }
    }
}

struct PulsingDot: View {
    var body: some View {
        VStack {
            Circle()
                .frame(width: 24, height: 24)
                .phaseAnimator(PulsePhase.allCases) { content, phase in
                    content.scaleEffect(phase.scale)
                } animation: { phase in
                    phase == .grow ? .easeOut(duration: 0.3) : .spring
                }
            PhaseAnimator([false, true]) { highlighted in
                Text("Nuevo")
                    .foregroundStyle(highlighted ? .red : .primary)
            }
        }
    }
}
