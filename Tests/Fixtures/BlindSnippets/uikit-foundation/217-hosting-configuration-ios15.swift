// ios: 15
// expect: error 33: is only available in iOS 16.0 or newer
// topic: Dropping a SwiftUI row into a list cell with UIHostingConfiguration (iOS 16) in an app that still supports iOS 15
// apis: UIHostingConfiguration, UICollectionView.CellRegistration, UICollectionViewListCell
// source: https://developer.apple.com/documentation/swiftui/uihostingconfiguration
import UIKit
import SwiftUI

struct WeatherDay: Hashable {
    let weekday: String
    let high: Int
    let low: Int
}

struct WeatherRow: View {
    let day: WeatherDay

    var body: some View {
        HStack {
            Text(day.weekday)
            Spacer()
            Text("\(day.low)° / \(day.high)°")
        }
    }
}

final class ForecastViewController: UICollectionViewController {
    private var dataSource: UICollectionViewDiffableDataSource<Int, WeatherDay>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, WeatherDay> { cell, _, day in
            cell.contentConfiguration = UIHostingConfiguration { WeatherRow(day: day) }
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, day in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: day)
        }
    }
}
