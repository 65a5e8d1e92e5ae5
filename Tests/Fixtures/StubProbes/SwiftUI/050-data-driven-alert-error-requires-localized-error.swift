// ios: 15.0
// expect: error: instance method 'alert(error:actions:)' requires that 'PlainError' conform to 'LocalizedError'
import SwiftUI

struct PlainError: Error {}

struct SaveView: View {
    @State private var saveError: PlainError?
    var body: some View {
        Text("Documento")
            .alert(error: $saveError) {
                Button("Aceptar") {}
            }
    }
}
