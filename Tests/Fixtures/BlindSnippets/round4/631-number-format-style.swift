// ios: 15
// expect: pass
// topic: Replacing NumberFormatter and ByteCountFormatter in a storage summary screen with FormatStyle APIs
// apis: Decimal.formatted(.currency(code:)), Double.formatted(.percent.precision(.fractionLength(_:))), Int.formatted(.number), Int64.formatted(.byteCount(style:)), Array.formatted(.list(type:))
// source: https://developer.apple.com/documentation/foundation/decimal/formatstyle/currency, https://developer.apple.com/documentation/foundation/bytecountformatstyle, https://developer.apple.com/documentation/foundation/listformatstyle
import UIKit

struct StorageSummary {
    let usedBytes: Int64
    let quotaBytes: Int64
    let monthlyPrice: Decimal
    let fileCount: Int
    let sharedWith: [String]
}

final class StorageViewController: UIViewController {
    private let usageLabel = UILabel()
    private let priceLabel = UILabel()
    private let detailLabel = UILabel()

    func show(_ summary: StorageSummary) {
        let fraction = Double(summary.usedBytes) / Double(max(summary.quotaBytes, 1))
        let used = summary.usedBytes.formatted(.byteCount(style: .file))
        let quota = summary.quotaBytes.formatted(.byteCount(style: .file))
        let percent = fraction.formatted(.percent.precision(.fractionLength(1)))
        usageLabel.text = "\(used) of \(quota) (\(percent))"

        priceLabel.text = summary.monthlyPrice.formatted(.currency(code: "EUR"))

        let files = summary.fileCount.formatted(.number)
        let people = summary.sharedWith.formatted(.list(type: .and))
        detailLabel.text = "\(files) files, shared with \(people)"
    }
}
