// ios: 17
// expect: pass
// topic: Trailing inspector panel that becomes a sheet in compact width
// apis: inspector(isPresented:content:), inspectorColumnWidth(min:ideal:max:), Button(_:systemImage:action:), Stepper
// source: https://developer.apple.com/documentation/swiftui/view/inspector(ispresented:content:), https://developer.apple.com/documentation/swiftui/view/inspectorcolumnwidth(min:ideal:max:)
import SwiftUI

struct DocumentCanvas: View {
    @State private var showInspector = false
    @State private var fontSize = 17.0
    @State private var title = "Untitled"

    var body: some View {
        NavigationStack {
            Text(title)
                .font(.system(size: fontSize))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .navigationTitle("Canvas")
                .toolbar {
                    Button("Inspector", systemImage: "sidebar.trailing") {
                        showInspector.toggle()
                    }
                }
                .inspector(isPresented: $showInspector) {
                    Form {
                        TextField("Title", text: $title)
                        Stepper("Size \(Int(fontSize))", value: $fontSize, in: 10...48)
                    }
                    .inspectorColumnWidth(min: 220, ideal: 280, max: 360)
                    .presentationDetents([.medium, .large])
                }
        }
    }
}
