// ios: 15.0
// expect: error: generic struct 'EnvironmentObject' requires that 'Store' conform to 'ObservableObject'
import SwiftUI

final class Store {}

struct Reader: View {
    @EnvironmentObject var store: Store
    var body: some View { Text("Lector") }
}
