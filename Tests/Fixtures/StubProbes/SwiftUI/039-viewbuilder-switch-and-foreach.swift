// ios: 15.0
// expect: pass
import SwiftUI

enum Status { case loading, loaded([String]), failed(String) }

struct StatusView: View {
    let status: Status
    var body: some View {
        switch status {
        case .loading:
            ProgressView()
        case .loaded(let items):
            List {
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                ForEach(0..<3) { index in
                    Text("Fila \(index)")
                }
            }
        case .failed(let message):
            Label(message, systemImage: "exclamationmark.triangle")
        }
    }
}
