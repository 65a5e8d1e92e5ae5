// ios: 15.0
// expect: pass
import SwiftUI

struct Layouts: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("a").padding()
            Text("b").padding(8)
            Text("c").padding(.horizontal)
            Text("d").padding([.top, .bottom], 4)
            Text("e").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            Text("f").frame(width: 100, height: 40, alignment: .leading)
            Text("g").frame(maxWidth: .infinity, alignment: .trailing)
            Text("h").frame(minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 5, maxHeight: 50)
            Group {
                Text("i").offset(x: 4, y: 2).position(x: 10, y: 10)
                Text("j").fixedSize(horizontal: false, vertical: true).layoutPriority(1)
                HStack(alignment: .firstTextBaseline, spacing: 4) {
                    Text("k")
                    Spacer(minLength: 0)
                    Divider()
                }
                ZStack(alignment: .bottomTrailing) {
                    Color.clear
                }
            }
        }
        .ignoresSafeArea(.keyboard, edges: .bottom)
        .safeAreaInset(edge: .top, alignment: .center, spacing: 0) {
            Text("Cabecera")
        }
    }
}
