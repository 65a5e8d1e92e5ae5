// ios: 17
// expect: error 27: is only available in iOS 18.0 or newer
// topic: Setting preferredTransition = .zoom (iOS 18) directly in an iOS 17 app
// apis: UIViewController.preferredTransition, UIViewController.Transition.zoom(options:sourceViewProvider:), UINavigationController.pushViewController(_:animated:)
// source: https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredtransition
import UIKit

final class ProductViewController: UIViewController {
    let sku: String

    init(sku: String) {
        self.sku = sku
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class CatalogViewController: UICollectionViewController {
    private let skus = ["A-100", "B-200", "C-300"]

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let product = ProductViewController(sku: skus[indexPath.item])
        let sourceCell = collectionView.cellForItem(at: indexPath)
        product.preferredTransition = .zoom { _ in sourceCell }
        navigationController?.pushViewController(product, animated: true)
    }
}
