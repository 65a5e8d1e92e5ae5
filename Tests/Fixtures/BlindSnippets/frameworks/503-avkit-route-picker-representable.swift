// ios: 14
// expect: pass
// topic: AirPlay button in a SwiftUI now-playing bar by wrapping AVRoutePickerView
// apis: AVRoutePickerView, prioritizesVideoDevices, activeTintColor, UIViewRepresentable
// source: https://developer.apple.com/documentation/avkit/avroutepickerview
import SwiftUI
import UIKit
import AVKit

struct AirPlayButton: UIViewRepresentable {
    var tint: UIColor = .label

    func makeUIView(context: Context) -> AVRoutePickerView {
        let picker = AVRoutePickerView()
        picker.prioritizesVideoDevices = true
        picker.backgroundColor = .clear
        return picker
    }

    func updateUIView(_ picker: AVRoutePickerView, context: Context) {
        picker.tintColor = tint
        picker.activeTintColor = .systemBlue
    }
}

struct NowPlayingBar: View {
    let episodeTitle: String

    var body: some View {
        HStack {
            Text(episodeTitle)
                .lineLimit(1)
            Spacer()
            AirPlayButton()
                .frame(width: 32, height: 32)
        }
        .padding()
    }
}
