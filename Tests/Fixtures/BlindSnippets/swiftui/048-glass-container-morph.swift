// ios: 26
// expect: pass
// topic: Expanding action buttons that morph together inside a GlassEffectContainer
// apis: GlassEffectContainer(spacing:content:), glassEffectID(_:in:), glassEffect(_:in:), Namespace, withAnimation
// source: https://developer.apple.com/documentation/swiftui/glasseffectcontainer, https://developer.apple.com/documentation/swiftui/view/glasseffectid(_:in:)
import SwiftUI

struct ExpandingActions: View {
    @Namespace private var glass
    @State private var isExpanded = false

    var body: some View {
        GlassEffectContainer(spacing: 24) {
            HStack(spacing: 24) {
                if isExpanded {
                    Image(systemName: "camera")
                        .frame(width: 56, height: 56)
                        .glassEffect(.regular.interactive())
                        .glassEffectID("camera", in: glass)
                    Image(systemName: "photo")
                        .frame(width: 56, height: 56)
                        .glassEffect(.regular.interactive())
                        .glassEffectID("photo", in: glass)
                }
                Button {
                    withAnimation(.bouncy) { isExpanded.toggle() }
                } label: {
                    Image(systemName: isExpanded ? "xmark" : "plus")
                        .frame(width: 56, height: 56)
                }
                .glassEffect(.regular.tint(.blue).interactive())
                .glassEffectID("toggle", in: glass)
            }
            .font(.title2)
        }
    }
}
