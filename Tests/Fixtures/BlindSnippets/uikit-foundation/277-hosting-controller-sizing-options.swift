// ios: 16
// expect: pass
// topic: SwiftUI content in a UIKit popover sized automatically with UIHostingController.sizingOptions (iOS 16)
// apis: UIHostingController.init(rootView:), UIHostingController.sizingOptions, UIHostingControllerSizingOptions.preferredContentSize, UIHostingControllerSizingOptions.intrinsicContentSize, UIPopoverPresentationController.sourceItem
// source: https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizingoptions
import SwiftUI
import UIKit

struct FilterOptionsView: View {
    @State private var showArchived = false
    @State private var sortOrder = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("Show Archived", isOn: $showArchived)
            Picker("Sort", selection: $sortOrder) {
                Text("Date").tag(0)
                Text("Name").tag(1)
            }
            .pickerStyle(.segmented)
        }
        .padding()
        .frame(width: 280)
    }
}

struct StorageBadge: View {
    var body: some View {
        Label("2.1 GB free", systemImage: "internaldrive").font(.footnote)
    }
}

final class ProjectsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let badge = UIHostingController(rootView: StorageBadge())
        badge.sizingOptions = .intrinsicContentSize
        addChild(badge)
        navigationItem.titleView = badge.view
        badge.didMove(toParent: self)
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"), style: .plain, target: self, action: #selector(showFilters(_:)))
    }

    @objc private func showFilters(_ sender: UIBarButtonItem) {
        let host = UIHostingController(rootView: FilterOptionsView())
        host.sizingOptions = .preferredContentSize
        host.modalPresentationStyle = .popover
        host.popoverPresentationController?.sourceItem = sender
        present(host, animated: true)
    }
}
