// ios: 14
// expect: pass
// topic: MVVM sign-up form in UIKit: @Published inputs, CombineLatest validation with assign(to:) and sink into the button
// apis: ObservableObject, Published, Publishers.CombineLatest, Publisher.map(_:), Publisher.removeDuplicates(), Publisher.assign(to:), Publisher.receive(on:options:), Publisher.sink(receiveValue:), AnyCancellable.store(in:)
// source: https://developer.apple.com/documentation/combine/published, https://developer.apple.com/documentation/combine/publisher/assign(to:)
import UIKit
import Combine

final class SignUpViewModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published private(set) var canSubmit = false

    init() {
        Publishers.CombineLatest($email, $password)
            .map { email, password in email.contains("@") && password.count >= 8 }
            .removeDuplicates()
            .assign(to: &$canSubmit)
    }
}

final class SignUpViewController: UIViewController {
    private let viewModel = SignUpViewModel()
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let submitButton = UIButton(type: .system)
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        passwordField.isSecureTextEntry = true
        submitButton.setTitle("Create Account", for: .normal)

        emailField.addAction(UIAction { [weak self] action in
            self?.viewModel.email = (action.sender as? UITextField)?.text ?? ""
        }, for: .editingChanged)
        passwordField.addAction(UIAction { [weak self] action in
            self?.viewModel.password = (action.sender as? UITextField)?.text ?? ""
        }, for: .editingChanged)

        viewModel.$canSubmit
            .receive(on: DispatchQueue.main)
            .sink { [weak self] enabled in
                self?.submitButton.isEnabled = enabled
            }
            .store(in: &cancellables)
    }
}
