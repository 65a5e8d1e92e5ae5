// ios: 15
// expect: pass
// topic: Moving geometry- and trait-dependent setup from viewWillAppear to viewIsAppearing (back-deployed to iOS 13) and registering the scroll view for bar appearance
// apis: UIViewController.viewIsAppearing(_:), setContentScrollView(_:for:), UIScrollView.contentInset, traitCollection
// source: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:), https://developer.apple.com/documentation/uikit/uiviewcontroller/setcontentscrollview(_:for:)
import UIKit

final class ArticleViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let bodyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        bodyLabel.numberOfLines = 0
        scrollView.addSubview(bodyLabel)
        view.addSubview(scrollView)
        setContentScrollView(scrollView, for: .top)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        // Geometry and traits are up to date here, unlike in viewWillAppear(_:).
        let margin: CGFloat = traitCollection.horizontalSizeClass == .regular ? 48 : 16
        scrollView.contentInset = UIEdgeInsets(top: 0, left: margin, bottom: 0, right: margin)
        bodyLabel.preferredMaxLayoutWidth = view.bounds.width - margin * 2
        bodyLabel.frame.size = bodyLabel.sizeThatFits(CGSize(width: bodyLabel.preferredMaxLayoutWidth, height: .greatestFiniteMagnitude))
        scrollView.contentSize = bodyLabel.frame.size
    }
}
