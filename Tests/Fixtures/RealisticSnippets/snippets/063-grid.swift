// ios: 16
// expect: pass
// topic: Grid and GridRow with gridCellColumns and gridColumnAlignment
// apis: Grid(alignment:horizontalSpacing:verticalSpacing:content:), GridRow, gridCellColumns(_:), gridColumnAlignment(_:), gridCellUnsizedAxes(_:)
struct NutritionTable: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
            GridRow {
                Text("Nutriente").font(.headline)
                Text("Cantidad").font(.headline).gridColumnAlignment(.trailing)
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Proteínas")
                Text("12 g")
            }
            GridRow {
                Text("Valores por 100 g")
                    .font(.caption)
                    .gridCellColumns(2)
            }
        }
        .padding()
    }
}
