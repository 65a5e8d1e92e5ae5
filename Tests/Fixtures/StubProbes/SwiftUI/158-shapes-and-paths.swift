// ios: 15.0
// expect: pass
import SwiftUI

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Shapes: View {
    var body: some View {
        VStack {
            Triangle()
                .fill(Color.orange)
                .frame(width: 40, height: 40)
            Triangle()
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round, dash: [4, 2]))
            RoundedRectangle(cornerRadius: 8, style: .continuous)
                .strokeBorder(Color.gray, lineWidth: 1)
            Circle()
                .trim(from: 0, to: 0.75)
                .stroke(lineWidth: 4)
                .rotationEffect(.degrees(-90))
            Capsule().fill(.tint)
            Path { path in
                path.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
            }
            .fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        }
    }
}
