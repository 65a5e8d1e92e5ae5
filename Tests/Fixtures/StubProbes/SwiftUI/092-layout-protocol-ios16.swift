// ios: 16.0
// expect: pass
import SwiftUI

struct EqualWidthHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let maxWidth = sizes.map(\.width).max() ?? 0
        let maxHeight = sizes.map(\.height).max() ?? 0
        return CGSize(width: maxWidth * CGFloat(subviews.count), height: maxHeight)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: x, y: bounds.minY), anchor: .topLeading, proposal: ProposedViewSize(size))
            x += size.width
        }
    }
}

struct Buttons: View {
    @State private var vertical = false
    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        VStack {
            EqualWidthHStack {
                Button("Sí") {}
                Button("No") {}
            }
            layout {
                Text("A")
                Text("B")
            }
        }
    }
}
