// ios: 26
// expect: pass
// topic: iOS 26 scroll edge effect under the toolbar and a background extension for a hero image
// apis: scrollEdgeEffectStyle(_:for:), ScrollEdgeEffectStyle.soft, backgroundExtensionEffect(), ToolbarItem(placement: .topBarTrailing)
// source: https://developer.apple.com/documentation/swiftui/view/scrolledgeeffectstyle(_:for:), https://developer.apple.com/documentation/swiftui/view/backgroundextensioneffect()
import SwiftUI

struct DestinationDetail: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    Image(systemName: "mountain.2.fill")
                        .resizable()
                        .scaledToFill()
                        .frame(height: 280)
                        .backgroundExtensionEffect()
                    Text("Dolomites")
                        .font(.largeTitle.bold())
                    ForEach(1...20, id: \.self) { day in
                        Text("Day \(day): ridge walk and hut stay.")
                    }
                }
                .padding(.horizontal)
            }
            .scrollEdgeEffectStyle(.soft, for: .top)
            .navigationTitle("Trip")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Save", systemImage: "bookmark") {}
                }
            }
        }
    }
}
