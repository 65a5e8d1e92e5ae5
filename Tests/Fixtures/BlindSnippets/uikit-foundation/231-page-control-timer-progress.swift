// ios: 17
// expect: pass
// topic: Auto-advancing featured carousel with UIPageControlTimerProgress (iOS 17) and custom page indicator images
// apis: UIPageControlTimerProgress.init(preferredDuration:), UIPageControlTimerProgressDelegate, UIPageControl.progress, resetsToInitialPageAfterEnd, resumeTimer(), pauseTimer(), UIPageControl.preferredCurrentPageIndicatorImage, UIPageControl.backgroundStyle
// source: https://developer.apple.com/documentation/uikit/uipagecontroltimerprogress, https://developer.apple.com/documentation/uikit/uipagecontrol
import UIKit

final class FeaturedCarouselViewController: UIViewController, UIPageControlTimerProgressDelegate {
    private let pageControl = UIPageControl()
    private let headlineLabel = UILabel()
    private let headlines = ["Editors’ Choice", "New This Week", "Top Charts", "Coming Soon"]
    private var timerProgress: UIPageControlTimerProgress?

    override func viewDidLoad() {
        super.viewDidLoad()
        pageControl.numberOfPages = headlines.count
        pageControl.backgroundStyle = .prominent
        pageControl.preferredCurrentPageIndicatorImage = UIImage(systemName: "circle.fill")

        let progress = UIPageControlTimerProgress(preferredDuration: 5)
        progress.resetsToInitialPageAfterEnd = true
        progress.delegate = self
        pageControl.progress = progress
        timerProgress = progress

        headlineLabel.text = headlines[0]
        let stack = UIStackView(arrangedSubviews: [headlineLabel, pageControl])
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 120)
        view.addSubview(stack)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        timerProgress?.resumeTimer()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        timerProgress?.pauseTimer()
    }

    func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool {
        headlineLabel.text = headlines[page]
        return true
    }
}
