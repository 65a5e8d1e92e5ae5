// ios: 17
// expect: pass
// topic: TipKit in a UIKit screen: observing shouldDisplayUpdates and presenting TipUIPopoverViewController
// apis: Tip, Tip.shouldDisplayUpdates, TipUIPopoverViewController(_:sourceItem:), UIViewController.present(_:animated:)
// source: https://developer.apple.com/documentation/tipkit/tipuipopoverviewcontroller
import UIKit
import SwiftUI
import TipKit

struct ScanTip: Tip {
    var title: Text { Text("Scan a receipt") }
    var message: Text? { Text("Point the camera at a receipt to add it automatically.") }
    var image: Image? { Image(systemName: "doc.viewfinder") }
}

final class ReceiptsViewController: UIViewController {
    private let scanButton = UIButton(type: .system)
    private let scanTip = ScanTip()
    private var tipTask: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        scanButton.setImage(UIImage(systemName: "doc.viewfinder"), for: .normal)
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: scanButton)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tipTask = Task { @MainActor in
            for await shouldDisplay in scanTip.shouldDisplayUpdates {
                if shouldDisplay {
                    let popover = TipUIPopoverViewController(scanTip, sourceItem: scanButton)
                    present(popover, animated: true)
                } else if presentedViewController is TipUIPopoverViewController {
                    dismiss(animated: true)
                }
            }
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        tipTask?.cancel()
    }
}
