// ios: 15.0
// expect: pass
import SwiftUI

struct Switcher: View {
    let flag: Bool
    let optional: String?

    var erased: AnyView {
        flag ? AnyView(Text("Sí")) : AnyView(Image(systemName: "xmark"))
    }

    var body: some View {
        Group {
            erased
            if let optional {
                Text(optional)
            }
            EmptyView()
        }
        .font(.body)
    }
}

let empty: EmptyView = EmptyView()
let maybe: Text? = nil
