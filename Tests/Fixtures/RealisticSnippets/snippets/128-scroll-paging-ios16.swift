// ios: 16
// expect: error 12: is only available in iOS 17.0 or newer
// topic: scrollTargetBehavior(.paging) at iOS 16
// apis: scrollTargetBehavior(_:)
struct OnboardingPager: View {
    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                ForEach(0..<3) { Text("Paso \($0)").frame(width: 300) }
            }
        }
        .scrollTargetBehavior(.paging)
    }
}
