// ios: 14
// expect: pass
// topic: assign(to:) on a @Published projected value
// apis: assign(to:), CombineLatest, Publishers.CombineLatest, map(_:)
final class SignupViewModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published var canSubmit = false

    init() {
        $email.combineLatest($password)
            .map { email, password in email.contains("@") && password.count >= 8 }
            .assign(to: &$canSubmit)
    }
}
