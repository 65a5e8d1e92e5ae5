// ios: 16
// expect: pass
// topic: Embedding a Look Around preview in a place-detail screen using the async scene request
// apis: MKLookAroundSceneRequest(coordinate:), MKLookAroundSceneRequest.scene, MKLookAroundViewController(scene:), isNavigationEnabled, showsRoadLabels, pointOfInterestFilter, MKPointOfInterestFilter.includingAll
// source: https://developer.apple.com/documentation/mapkit/mklookaroundscenerequest, https://developer.apple.com/documentation/mapkit/mklookaroundviewcontroller/init(scene:), https://developer.apple.com/documentation/mapkit/mklookaroundviewcontroller
import UIKit
import MapKit

final class PlaceDetailViewController: UIViewController {
    private let coordinate: CLLocationCoordinate2D
    private let previewContainer = UIView()

    init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        previewContainer.frame = CGRect(x: 16, y: 100, width: view.bounds.width - 32, height: 200)
        view.addSubview(previewContainer)
        Task { await loadLookAround() }
    }

    private func loadLookAround() async {
        let request = MKLookAroundSceneRequest(coordinate: coordinate)
        do {
            guard let scene = try await request.scene else { return }
            let controller = MKLookAroundViewController(scene: scene)
            controller.isNavigationEnabled = true
            controller.showsRoadLabels = true
            controller.pointOfInterestFilter = .includingAll
            addChild(controller)
            controller.view.frame = previewContainer.bounds
            previewContainer.addSubview(controller.view)
            controller.didMove(toParent: self)
        } catch {
            print("No Look Around imagery: \(error)")
        }
    }
}
