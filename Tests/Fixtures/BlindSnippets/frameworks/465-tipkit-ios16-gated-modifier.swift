// ios: 16
// expect: pass
// topic: Adding TipKit to an iOS 16 app: @available tip and a ViewModifier that only attaches the popover on iOS 17
// apis: Tip, popoverTip(_:), Tips.configure(_:), ViewModifier, if #available, available
// source: https://developer.apple.com/documentation/tipkit
import SwiftUI
import TipKit

@available(iOS 17.0, *)
struct ExportTip: Tip {
    var title: Text { Text("Export as PDF") }
    var message: Text? { Text("Share a printable copy of this report.") }
}

struct ExportTipModifier: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 17.0, *) {
            content.popoverTip(ExportTip())
        } else {
            content
        }
    }
}

extension View {
    func exportTipIfAvailable() -> some View {
        modifier(ExportTipModifier())
    }
}

enum TipSetup {
    static func configureIfAvailable() {
        if #available(iOS 17.0, *) {
            try? Tips.configure()
        }
    }
}

struct ReportToolbar: View {
    var body: some View {
        Button {
            print("export")
        } label: {
            Label("Export", systemImage: "square.and.arrow.up")
        }
        .exportTipIfAvailable()
        .onAppear { TipSetup.configureIfAvailable() }
    }
}
