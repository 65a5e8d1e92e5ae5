// ios: 13.0
// expect: error: is only available in iOS 14
import UIKit

let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
