// ios: 14
// expect: pass
// topic: Bridging MKMapView into SwiftUI with clustering marker views and a selection binding
// apis: UIViewRepresentable, MKMapView, MKMapViewDelegate, MKPointAnnotation, MKMarkerAnnotationView, MKCoordinateRegion, setRegion(_:animated:), dequeueReusableAnnotationView(withIdentifier:for:)
// source: https://developer.apple.com/documentation/mapkit/mkmapview, https://developer.apple.com/documentation/mapkit/mkpointannotation
import SwiftUI
import MapKit
import UIKit

struct ClusteredMapView: UIViewRepresentable {
    let places: [MKPointAnnotation]
    @Binding var selectedTitle: String?

    func makeUIView(context: Context) -> MKMapView {
        let mapView = MKMapView()
        mapView.delegate = context.coordinator
        mapView.register(MKMarkerAnnotationView.self,
                         forAnnotationViewWithReuseIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier)
        return mapView
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        mapView.removeAnnotations(mapView.annotations)
        mapView.addAnnotations(places)
        if let first = places.first {
            let region = MKCoordinateRegion(center: first.coordinate, latitudinalMeters: 2_000, longitudinalMeters: 2_000)
            mapView.setRegion(region, animated: true)
        }
    }

    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, MKMapViewDelegate {
        var parent: ClusteredMapView
        init(_ parent: ClusteredMapView) { self.parent = parent }

        func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
            let view = mapView.dequeueReusableAnnotationView(
                withIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier, for: annotation) as? MKMarkerAnnotationView
            view?.clusteringIdentifier = "place"
            view?.markerTintColor = .systemIndigo
            return view
        }

        func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
            parent.selectedTitle = view.annotation?.title ?? nil
        }
    }
}

@MainActor
func makePlace(_ title: String, latitude: Double, longitude: Double) -> MKPointAnnotation {
    let annotation = MKPointAnnotation()
    annotation.title = title
    annotation.coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    return annotation
}
