// ios: 15
// expect: pass
// topic: Moving geometry-dependent setup from viewWillAppear to viewIsAppearing, which is back-deployed to older iOS
// apis: UIViewController.viewIsAppearing(_:), UIScrollView.contentOffset, UIViewController.traitCollection
// source: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)
import UIKit

final class ArticleViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let bodyLabel = UILabel()
    var savedReadingOffset: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        bodyLabel.numberOfLines = 0
        scrollView.addSubview(bodyLabel)
        view.addSubview(scrollView)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        // The view's size and trait collection are final here, unlike in viewWillAppear.
        scrollView.frame = view.bounds
        let isWide = traitCollection.horizontalSizeClass == .regular
        let inset: CGFloat = isWide ? 64 : 16
        let width = view.bounds.width - inset * 2
        let size = bodyLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        bodyLabel.frame = CGRect(x: inset, y: 16, width: width, height: size.height)
        scrollView.contentSize = CGSize(width: view.bounds.width, height: size.height + 32)
        scrollView.contentOffset.y = savedReadingOffset
    }
}
