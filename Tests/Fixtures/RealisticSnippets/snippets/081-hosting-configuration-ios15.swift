// ios: 15
// expect: error 7: is only available in iOS 16.0 or newer
// topic: UIHostingConfiguration at iOS 15
// apis: UIHostingConfiguration
final class StatusCell: UITableViewCell {
    func configure(status: String) {
        contentConfiguration = UIHostingConfiguration {
            Label(status, systemImage: "checkmark.circle")
        }
    }
}
