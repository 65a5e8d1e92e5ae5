// ios: 15
// expect: pass
// topic: UIRefreshControl with a UIAction and async work
// apis: UIRefreshControl, UIControl.addAction(_:for:), UIScrollView.refreshControl, endRefreshing()
final class FeedViewController: UIViewController {
    private let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [weak self] _ in
            Task { await self?.reload(refresh) }
        }, for: .valueChanged)
        scrollView.refreshControl = refresh
        view.addSubview(scrollView)
    }

    private func reload(_ control: UIRefreshControl) async {
        try? await Task.sleep(nanoseconds: 300_000_000)
        control.endRefreshing()
    }
}
