// ios: 15
// expect: pass
// topic: Empty state via UIContentUnavailableConfiguration on iOS 17 and a backgroundView label on iOS 15/16
// apis: UIViewController.updateContentUnavailableConfiguration(using:), UIContentUnavailableConfiguration.empty(), UIViewController.setNeedsUpdateContentUnavailableConfiguration(), UITableView.backgroundView
// source: https://developer.apple.com/documentation/uikit/uicontentunavailableconfiguration
import UIKit

final class DownloadsViewController: UITableViewController {
    private var downloads: [String] = [] {
        didSet { updateEmptyState() }
    }

    private lazy var legacyEmptyLabel: UILabel = {
        let label = UILabel()
        label.text = "No Downloads"
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        return label
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        updateEmptyState()
    }

    private func updateEmptyState() {
        if #available(iOS 17.0, *) {
            setNeedsUpdateContentUnavailableConfiguration()
        } else {
            tableView.backgroundView = downloads.isEmpty ? legacyEmptyLabel : nil
        }
    }

    @available(iOS 17.0, *)
    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        if downloads.isEmpty {
            var config = UIContentUnavailableConfiguration.empty()
            config.image = UIImage(systemName: "arrow.down.circle")
            config.text = "No Downloads"
            config.secondaryText = "Episodes you download appear here."
            contentUnavailableConfiguration = config
        } else {
            contentUnavailableConfiguration = nil
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        downloads.count
    }
}
