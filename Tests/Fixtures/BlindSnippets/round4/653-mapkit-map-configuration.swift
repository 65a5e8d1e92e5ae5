// ios: 16
// expect: pass
// topic: Replacing mapType and showsPointsOfInterest with MKStandardMapConfiguration and making map features selectable
// apis: MKStandardMapConfiguration(elevationStyle:emphasisStyle:), MKStandardMapConfiguration.pointOfInterestFilter, showsTraffic, MKMapView.preferredConfiguration, selectableMapFeatures, MKMapFeatureAnnotation, MKMapViewDelegate.mapView(_:didSelect:), MKPointOfInterestFilter(including:)
// source: https://developer.apple.com/documentation/mapkit/mkstandardmapconfiguration, https://developer.apple.com/documentation/mapkit/mkmapview/preferredconfiguration, https://developer.apple.com/documentation/mapkit/mkmapview/selectablemapfeatures
import UIKit
import MapKit

final class CityMapViewController: UIViewController, MKMapViewDelegate {
    private let mapView = MKMapView()

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = view.bounds
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        mapView.delegate = self
        view.addSubview(mapView)

        let configuration = MKStandardMapConfiguration(elevationStyle: .realistic, emphasisStyle: .muted)
        configuration.pointOfInterestFilter = MKPointOfInterestFilter(including: [.cafe, .bakery, .park])
        configuration.showsTraffic = true
        mapView.preferredConfiguration = configuration
        mapView.selectableMapFeatures = [.pointsOfInterest, .physicalFeatures]

        let center = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
        mapView.setRegion(MKCoordinateRegion(center: center, latitudinalMeters: 2_000, longitudinalMeters: 2_000), animated: false)
    }

    func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) {
        guard let feature = annotation as? MKMapFeatureAnnotation else { return }
        let name = feature.title ?? "Unnamed place"
        let category = feature.pointOfInterestCategory?.rawValue ?? "none"
        print("Selected \(name) in category \(category)")
    }
}
