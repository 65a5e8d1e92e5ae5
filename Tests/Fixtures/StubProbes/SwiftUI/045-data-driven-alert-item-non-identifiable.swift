// ios: 15.0
// expect: pass
import SwiftUI

// item: does not require Identifiable (unlike sheet(item:)).
struct RouteConflict {
    let placeName: String
    let existingDay: Int
    let requestedDay: Int
}

struct ItineraryView: View {
    @State private var conflict: RouteConflict?

    var body: some View {
        Button("Añadir parada") {
            conflict = RouteConflict(placeName: "Museo", existingDay: 1, requestedDay: 2)
        }
        .alert("La parada ya está planificada", item: $conflict) { conflict in
            Button("Mover al día \(conflict.requestedDay)") {}
            Button("Mantener el día \(conflict.existingDay)", role: .cancel) {}
        } message: { conflict in
            Text(
                "\(conflict.placeName) ya forma parte del día " + "\(conflict.existingDay)."
            )
        }
    }
}
