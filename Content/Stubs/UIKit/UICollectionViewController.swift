/// View controller that owns a collection view.
///
/// As in the SDK, the class adopts `UICollectionViewDelegate` and `UICollectionViewDataSource`, and the
/// protocols' methods are mirrored into the class (subclasses write `override func collectionView(…)`).
/// The mirrored methods are the requirements the stub protocols declare (UICollectionView.swift,
/// UIScrollView.swift).
@available(iOS 6.0, *)
@preconcurrency @MainActor
@objcMembers
open class UICollectionViewController: UIViewController, UICollectionViewDelegate, UICollectionViewDataSource {
    public init(collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }

    open var collectionView: UICollectionView! { get { fatalError() } set { } }
    @available(iOS 7.0, *)
    open var collectionViewLayout: UICollectionViewLayout { fatalError() }
    open var clearsSelectionOnViewWillAppear: Bool { get { fatalError() } set { } }

    // UICollectionViewDataSource
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
    open func numberOfSections(in collectionView: UICollectionView) -> Int { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView { fatalError() }

    // UICollectionViewDelegate
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { fatalError() }
    @available(iOS 8.0, *)
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) { fatalError() }
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) { fatalError() }

    // UIScrollViewDelegate
    open func scrollViewDidScroll(_ scrollView: UIScrollView) { fatalError() }
    open func scrollViewDidZoom(_ scrollView: UIScrollView) { fatalError() }
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { fatalError() }
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) { fatalError() }
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { fatalError() }
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { fatalError() }
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { fatalError() }
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { fatalError() }
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { fatalError() }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { fatalError() }
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { fatalError() }
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { fatalError() }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { fatalError() }
    @available(iOS 11.0, *)
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { fatalError() }
}
