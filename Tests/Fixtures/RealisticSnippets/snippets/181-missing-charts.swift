// ios: 16
// expect: error 5: no such module 'Charts'
// topic: Swift Charts (framework not stubbed)
// apis: Chart, BarMark
import Charts

struct SalesPoint: Identifiable {
    let id = UUID()
    let month: String
    let amount: Double
}
