// ios: 16.0
// expect: pass
import SwiftUI

struct Dashboard: View {
    var body: some View {
        VStack {
            Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 4) {
                GridRow {
                    Text("Nombre")
                    Text("Valor").gridColumnAlignment(.trailing)
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("Total")
                    Text("42")
                }
            }
            ViewThatFits(in: .horizontal) {
                HStack {
                    Text("Una etiqueta larga"); Text("otra")
                }
                VStack {
                    Text("Una etiqueta larga"); Text("otra")
                }
            }
        }
    }
}
