// ios: 15.0
// expect: pass
import SwiftUI

struct Draggable: View {
    @State private var offset: CGSize = .zero
    @GestureState private var isPressing = false
    @State private var scale: CGFloat = 1

    var body: some View {
        let drag = DragGesture(minimumDistance: 20, coordinateSpace: .local)
            .onChanged { value in offset = value.translation }
            .onEnded { value in
                offset = value.predictedEndTranslation
            }
        let press = LongPressGesture(minimumDuration: 0.3)
            .updating($isPressing) { current, state, _ in state = current }
        let tap = TapGesture(count: 2).onEnded { scale = 1 }

        return Circle()
            .frame(width: 60, height: 60)
            .offset(offset)
            .gesture(drag)
            .simultaneousGesture(press.sequenced(before: drag))
            .highPriorityGesture(tap, including: .gesture)
            .gesture(tap.exclusively(before: press).simultaneously(with: MagnificationGesture()))
            .onLongPressGesture(minimumDuration: 1) { scale = 2 }
    }
}
