// ios: 18
// expect: error 18: is only available in iOS 26.0 or newer
// topic: Grouping toolbar buttons with ToolbarSpacer while still deploying to iOS 18
// apis: toolbar, ToolbarItem, ToolbarSpacer(_:placement:), SpacerSizing.fixed, topBarTrailing
// source: https://developer.apple.com/documentation/swiftui/toolbarspacer
import SwiftUI

struct TrailMapScreen: View {
    var body: some View {
        NavigationStack {
            Color.teal.opacity(0.2)
                .ignoresSafeArea()
                .navigationTitle("Trails")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Filter", systemImage: "line.3.horizontal.decrease") {}
                    }
                    ToolbarSpacer(.fixed, placement: .topBarTrailing)
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Add", systemImage: "plus") {}
                    }
                }
        }
    }
}
