// ios: 14
// expect: pass
// topic: Loading menu items lazily with UIDeferredMenuElement on iOS 14
// apis: UIDeferredMenuElement.init(_:), UIMenu, UIAction, UIButton.showsMenuAsPrimaryAction
// source: https://developer.apple.com/documentation/uikit/uideferredmenuelement
import UIKit

struct Folder {
    let name: String
}

@MainActor
final class FolderService {
    func loadFolders(completion: @escaping ([Folder]) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            completion([Folder(name: "Work"), Folder(name: "Receipts"), Folder(name: "Travel")])
        }
    }
}

final class MoveMessageViewController: UIViewController {
    private let service = FolderService()
    private let moveButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        moveButton.setTitle("Move to…", for: .normal)

        let folders = UIDeferredMenuElement { [weak self] completion in
            guard let self = self else { return completion([]) }
            self.service.loadFolders { folders in
                let actions: [UIMenuElement] = folders.map { folder in
                    UIAction(title: folder.name, image: UIImage(systemName: "folder")) { _ in
                        print("Moving message to \(folder.name)")
                    }
                }
                completion(actions)
            }
        }

        moveButton.menu = UIMenu(title: "Choose a Folder", children: [folders])
        moveButton.showsMenuAsPrimaryAction = true
        moveButton.frame = CGRect(x: 20, y: 120, width: 200, height: 44)
        view.addSubview(moveButton)
    }
}
