// ios: 15.0
// expect: pass
import SwiftUI

struct Conflict { let title: String }

struct ConflictHost: View {
    let dynamicTitle: String
    @State private var isPresented = false
    @State private var conflict: Conflict?

    var body: some View {
        Text("Host")
            .alert(dynamicTitle, isPresented: $isPresented, presenting: conflict) { conflict in
                Button("Resolver \(conflict.title)") {}
            } message: { conflict in
                Text(conflict.title)
            }
    }
}
