// ios: 16
// expect: pass
// topic: ViewModifier that uses chartXSelection on iOS 17 and a chartOverlay drag gesture on iOS 16
// apis: ViewModifier, chartXSelection(value:), chartOverlay(alignment:content:), ChartProxy.plotAreaFrame, ChartProxy.value(atX:as:), DragGesture
// source: https://developer.apple.com/documentation/swiftui/view/chartoverlay(alignment:content:), https://developer.apple.com/documentation/charts/chartproxy
import SwiftUI
import Charts

struct SelectableChartModifier: ViewModifier {
    @Binding var selection: Date?

    func body(content: Content) -> some View {
        if #available(iOS 17.0, *) {
            content.chartXSelection(value: $selection)
        } else {
            content.chartOverlay { proxy in
                GeometryReader { geometry in
                    Rectangle()
                        .fill(.clear)
                        .contentShape(Rectangle())
                        .gesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged { drag in
                                    let origin = geometry[proxy.plotAreaFrame].origin
                                    selection = proxy.value(atX: drag.location.x - origin.x, as: Date.self)
                                }
                                .onEnded { _ in selection = nil }
                        )
                }
            }
        }
    }
}

extension View {
    func selectableDates(_ selection: Binding<Date?>) -> some View {
        modifier(SelectableChartModifier(selection: selection))
    }
}
