// ios: 15.0
// expect: error: extraneous argument label 'title:' in call
import SwiftUI

struct SaveButton: View {
    var body: some View {
        Button(title: "Guardar") {}
    }
}
