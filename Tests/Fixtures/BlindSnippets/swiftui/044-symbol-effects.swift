// ios: 17
// expect: pass
// topic: SF Symbol animations: bounce on value, pulse while active, variable color, replace transition
// apis: symbolEffect(_:value:), symbolEffect(_:options:isActive:), VariableColorSymbolEffect, contentTransition(.symbolEffect(.replace)), symbolRenderingMode
// source: https://developer.apple.com/documentation/swiftui/view/symboleffect(_:options:value:), https://developer.apple.com/documentation/symbols
import SwiftUI

struct DownloadStatus: View {
    @State private var downloads = 0
    @State private var isSyncing = true
    @State private var isMuted = false

    var body: some View {
        HStack(spacing: 32) {
            Image(systemName: "arrow.down.circle")
                .symbolEffect(.bounce, value: downloads)
                .onTapGesture { downloads += 1 }

            Image(systemName: "arrow.triangle.2.circlepath")
                .symbolEffect(.pulse, isActive: isSyncing)

            Image(systemName: "wifi")
                .symbolEffect(.variableColor.iterative.reversing)

            Button {
                isMuted.toggle()
            } label: {
                Image(systemName: isMuted ? "speaker.slash.fill" : "speaker.wave.2.fill")
                    .contentTransition(.symbolEffect(.replace))
            }
        }
        .font(.largeTitle)
        .symbolRenderingMode(.hierarchical)
    }
}
