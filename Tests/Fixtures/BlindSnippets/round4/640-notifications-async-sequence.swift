// ios: 15
// expect: pass
// topic: Replacing addObserver(forName:object:queue:using:) with NotificationCenter's async notification sequence in a player screen
// apis: NotificationCenter.notifications(named:object:), UIApplication.didEnterBackgroundNotification, UIResponder.keyboardWillShowNotification, AsyncSequence.compactMap(_:), Task
// source: https://developer.apple.com/documentation/foundation/notificationcenter/notifications(named:object:)
import UIKit

final class PlayerViewController: UIViewController {
    private var observationTasks: [Task<Void, Never>] = []
    private let controlsView = UIView()

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        observationTasks.append(Task { [weak self] in
            for await _ in NotificationCenter.default.notifications(named: UIApplication.didEnterBackgroundNotification) {
                self?.pausePlayback()
            }
        })
        observationTasks.append(Task { [weak self] in
            let frames = NotificationCenter.default
                .notifications(named: UIResponder.keyboardWillShowNotification)
                .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
            for await frame in frames {
                self?.controlsView.transform = CGAffineTransform(translationX: 0, y: -frame.height)
            }
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observationTasks.forEach { $0.cancel() }
        observationTasks.removeAll()
    }

    private func pausePlayback() {
        print("Pausing because the app moved to the background")
    }
}
