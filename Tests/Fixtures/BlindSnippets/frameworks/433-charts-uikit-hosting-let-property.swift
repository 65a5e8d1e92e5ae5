// ios: 16
// expect: error 42: cannot assign to property: 'stats' is a 'let' constant
// topic: Embedding a Swift Chart in a UIKit dashboard via UIHostingController; mistake: mutating a let property of the root view
// apis: UIHostingController, UIHostingController.rootView, Chart, BarMark, foregroundStyle(by:)
// source: https://developer.apple.com/documentation/swiftui/uihostingcontroller
import UIKit
import SwiftUI
import Charts

struct UploadStat: Identifiable {
    let id = UUID()
    let hour: Int
    let count: Int
    let network: String
}

struct UploadsChart: View {
    let stats: [UploadStat]

    var body: some View {
        Chart(stats) { stat in
            BarMark(x: .value("Hour", stat.hour), y: .value("Uploads", stat.count))
                .foregroundStyle(by: .value("Network", stat.network))
        }
        .padding()
    }
}

final class DashboardViewController: UIViewController {
    private let chartController = UIHostingController(rootView: UploadsChart(stats: []))

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(chartController)
        chartController.view.frame = view.bounds
        chartController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(chartController.view)
        chartController.didMove(toParent: self)
    }

    func show(_ latest: [UploadStat]) {
        chartController.rootView.stats = latest
    }
}
