// ios: 14
// expect: error 17: incorrect argument label in call
// topic: Per-page indicator images on UIPageControl, written with the wrong argument label
// apis: UIPageControl.setIndicatorImage(_:forPage:), preferredIndicatorImage
// source: https://developer.apple.com/documentation/uikit/uipagecontrol/setindicatorimage(_:forpage:)
import UIKit

final class StoryPagerViewController: UIViewController {
    private let pageControl = UIPageControl()
    private let pageTitles = ["Welcome", "Sync", "Share", "Done"]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        pageControl.numberOfPages = pageTitles.count
        pageControl.preferredIndicatorImage = UIImage(systemName: "circle.fill")
        pageControl.setIndicatorImage(UIImage(systemName: "checkmark.circle.fill"), for: pageTitles.count - 1)
        pageControl.pageIndicatorTintColor = .tertiaryLabel
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pageControl)
        NSLayoutConstraint.activate([
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pageControl.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20)
        ])
    }
}
