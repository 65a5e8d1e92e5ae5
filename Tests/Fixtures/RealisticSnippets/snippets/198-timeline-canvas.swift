// ios: 15
// expect: pass
// topic: TimelineView and Canvas (iOS 15)
// apis: TimelineView(_:content:), PeriodicTimelineSchedule, Canvas(opaque:colorMode:rendersAsynchronously:renderer:), GraphicsContext.fill(_:with:)
struct ClockFace: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            Canvas { graphics, size in
                let seconds = Calendar.current.component(.second, from: context.date)
                let angle = Double(seconds) / 60 * 2 * .pi
                var path = Path()
                path.move(to: CGPoint(x: size.width / 2, y: size.height / 2))
                path.addLine(to: CGPoint(x: size.width / 2 + sin(angle) * 40, y: size.height / 2 - cos(angle) * 40))
                graphics.stroke(path, with: .color(.red), lineWidth: 2)
            }
            .frame(width: 100, height: 100)
        }
    }
}
