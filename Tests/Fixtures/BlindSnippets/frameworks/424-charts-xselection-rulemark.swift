// ios: 17
// expect: pass
// topic: iOS 17 chart selection: chartXSelection driving a RuleMark with an overflow-aware annotation
// apis: chartXSelection(value:), RuleMark, annotation(position:overflowResolution:), AnnotationOverflowResolution, ChartContentBuilder if-let
// source: https://developer.apple.com/documentation/swiftui/view/chartxselection(value:)
import SwiftUI
import Charts

struct HeartRateSample: Identifiable {
    let id = UUID()
    let time: Date
    let bpm: Int
}

struct HeartRateChart: View {
    let samples: [HeartRateSample]
    @State private var selectedTime: Date?

    private var selectedSample: HeartRateSample? {
        guard let selectedTime else { return nil }
        return samples.min {
            abs($0.time.timeIntervalSince(selectedTime)) < abs($1.time.timeIntervalSince(selectedTime))
        }
    }

    var body: some View {
        Chart {
            ForEach(samples) { sample in
                LineMark(x: .value("Time", sample.time), y: .value("BPM", sample.bpm))
            }
            if let selectedSample {
                RuleMark(x: .value("Selected", selectedSample.time))
                    .foregroundStyle(.secondary)
                    .annotation(position: .top,
                                overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                        Text("\(selectedSample.bpm) bpm").font(.caption.bold())
                    }
            }
        }
        .chartXSelection(value: $selectedTime)
    }
}
