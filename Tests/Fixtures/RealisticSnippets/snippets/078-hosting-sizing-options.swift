// ios: 16
// expect: pass
// topic: UIHostingController.sizingOptions for popovers
// apis: UIHostingController.sizingOptions, UIHostingControllerSizingOptions.preferredContentSize, modalPresentationStyle
final class ToolbarViewController: UIViewController {
    func showPopover(from item: UIBarButtonItem) {
        let host = UIHostingController(rootView: Text("Opciones").padding())
        host.sizingOptions = .preferredContentSize
        host.modalPresentationStyle = .popover
        host.popoverPresentationController?.barButtonItem = item
        present(host, animated: true)
    }
}
