// ios: 14
// expect: pass
// topic: Customizing an onboarding page control with per-page indicator images, prominent background and continuous scrubbing
// apis: UIPageControl.preferredIndicatorImage, setIndicatorImage(_:forPage:), backgroundStyle, allowsContinuousInteraction, UIControl.addAction(_:for:)
// source: https://developer.apple.com/documentation/uikit/uipagecontrol/preferredindicatorimage, https://developer.apple.com/documentation/uikit/uipagecontrol/setindicatorimage(_:forpage:), https://developer.apple.com/documentation/uikit/uipagecontrol/backgroundstyle-swift.property
import UIKit

final class OnboardingViewController: UIViewController, UIScrollViewDelegate {
    private let pageControl = UIPageControl()
    private let scrollView = UIScrollView()
    private let pageCount = 4

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.isPagingEnabled = true
        scrollView.delegate = self
        scrollView.frame = view.bounds
        view.addSubview(scrollView)

        pageControl.numberOfPages = pageCount
        pageControl.backgroundStyle = .prominent
        pageControl.allowsContinuousInteraction = true
        pageControl.preferredIndicatorImage = UIImage(systemName: "circle.fill")
        pageControl.setIndicatorImage(UIImage(systemName: "star.fill"), forPage: pageCount - 1)
        pageControl.currentPageIndicatorTintColor = .systemOrange
        pageControl.addAction(UIAction { [weak self] _ in
            self?.scrollToCurrentPage()
        }, for: .valueChanged)
        view.addSubview(pageControl)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let width = max(scrollView.bounds.width, 1)
        pageControl.currentPage = Int((scrollView.contentOffset.x / width).rounded())
    }

    private func scrollToCurrentPage() {
        let x = CGFloat(pageControl.currentPage) * scrollView.bounds.width
        scrollView.setContentOffset(CGPoint(x: x, y: 0), animated: true)
    }
}
