// ios: 15
// expect: pass
// topic: keyboard height from NotificationCenter publisher, assign(to:)
// apis: NotificationCenter.publisher(for:object:), UIResponder.keyboardWillShowNotification, UIResponder.keyboardFrameEndUserInfoKey, Publishers.Merge, assign(to:)
final class KeyboardObserver: ObservableObject {
    @Published var height: CGFloat = 0

    init() {
        let willShow = NotificationCenter.default
            .publisher(for: UIResponder.keyboardWillShowNotification)
            .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
            .map { $0.height }
        let willHide = NotificationCenter.default
            .publisher(for: UIResponder.keyboardWillHideNotification)
            .map { _ in CGFloat(0) }
        Publishers.Merge(willShow, willHide)
            .receive(on: DispatchQueue.main)
            .assign(to: &$height)
    }
}
