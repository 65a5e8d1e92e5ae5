// ios: 14
// expect: error 19: missing argument for parameter 'longitudinalMeters' in call
// topic: UIKit MKMapView setup; mistake: MKCoordinateRegion meters initializer called with one distance
// apis: MKMapView, MKCoordinateRegion(center:latitudinalMeters:longitudinalMeters:), MKPointAnnotation, setRegion(_:animated:)
// source: https://developer.apple.com/documentation/mapkit/mkcoordinateregion/init(center:latitudinalmeters:longitudinalmeters:)
import UIKit
import MapKit

final class VenueViewController: UIViewController {
    private let mapView = MKMapView()
    var venue = CLLocationCoordinate2D(latitude: 51.5033, longitude: -0.1196)

    override func viewDidLoad() {
        super.viewDidLoad()
        mapView.frame = view.bounds
        mapView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(mapView)

        let region = MKCoordinateRegion(center: venue, latitudinalMeters: 800)
        mapView.setRegion(region, animated: false)

        let pin = MKPointAnnotation()
        pin.coordinate = venue
        pin.title = "Venue"
        mapView.addAnnotation(pin)
    }
}
