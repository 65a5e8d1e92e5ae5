// ios: 16
// expect: error 22: cannot find 'GridRows' in scope
// topic: Nutrition table built with Grid, with one misspelled GridRow
// apis: Grid(alignment:horizontalSpacing:verticalSpacing:content:), GridRow, gridColumnAlignment, gridCellUnsizedAxes, gridCellColumns
// source: https://developer.apple.com/documentation/swiftui/grid, https://developer.apple.com/documentation/swiftui/gridrow
import SwiftUI

struct NutritionTable: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 8) {
            GridRow {
                Text("Nutrient").bold()
                Text("Amount").bold()
                    .gridColumnAlignment(.trailing)
            }
            Divider()
                .gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Protein")
                Text("12 g")
            }
            GridRows {
                Text("Fiber")
                Text("4 g")
            }
            GridRow {
                Text("High in sodium")
                    .foregroundColor(.red)
                    .gridCellColumns(2)
            }
        }
        .padding()
    }
}
