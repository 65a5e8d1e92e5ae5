// ios: 18
// expect: pass
// topic: Fluid zoom push from a photo grid cell into the detail screen with preferredTransition = .zoom (iOS 18)
// apis: UIViewController.preferredTransition, UIViewController.Transition.zoom(options:sourceViewProvider:), ZoomSourceViewProviderContext.zoomedViewController, UICollectionView.cellForItem(at:)
// source: https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredtransition, https://developer.apple.com/documentation/uikit/uiviewcontroller/transition/zoom(options:sourceviewprovider:)
import UIKit

struct Photo: Hashable {
    let id: Int
    let name: String
}

final class PhotoDetailViewController: UIViewController {
    let photo: Photo
    private let imageView = UIImageView()

    init(photo: Photo) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.image = UIImage(named: photo.name)
        imageView.contentMode = .scaleAspectFit
        imageView.frame = view.bounds
        view.addSubview(imageView)
    }
}

final class PhotoGridViewController: UICollectionViewController {
    private let photos = (1...30).map { Photo(id: $0, name: "photo-\($0)") }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let detail = PhotoDetailViewController(photo: photos[indexPath.item])
        detail.preferredTransition = .zoom { [weak self] context in
            guard let self = self,
                  let zoomed = context.zoomedViewController as? PhotoDetailViewController,
                  let index = self.photos.firstIndex(of: zoomed.photo) else { return nil }
            return self.collectionView.cellForItem(at: IndexPath(item: index, section: 0))
        }
        navigationController?.pushViewController(detail, animated: true)
    }
}
