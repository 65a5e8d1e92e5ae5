// ios: 15
// expect: error 6: has been renamed to 'UITableViewCell.CellStyle'
// topic: pre-Swift 4.2 UITableViewCellStyle name
// apis: UITableViewCell.CellStyle
final class SubtitleCell: UITableViewCell {
    override init(style: UITableViewCellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { fatalError() }
}
