// ios: 15
// expect: error 9: 'async' call in a function that does not support concurrency
// topic: await inside a synchronous UIKit action
// apis: async/await, UIViewController
final class ProfileViewController: UIViewController {
    func fetchName() async -> String { "Ana" }

    @objc func refreshTapped() {
        let name = await fetchName()
        title = name
    }
}
