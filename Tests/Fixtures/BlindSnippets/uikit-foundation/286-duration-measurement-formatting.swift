// ios: 16
// expect: pass
// topic: Formatting workout stats with Duration (iOS 16) and Measurement format styles
// apis: Duration, Duration.formatted(_:), Duration.TimeFormatStyle, Duration.UnitsFormatStyle, Measurement.formatted(_:), MeasurementFormatUnitUsage, Measurement<UnitInformationStorage>.formatted(.byteCount(style:))
// source: https://developer.apple.com/documentation/swift/duration, https://developer.apple.com/documentation/foundation/measurement/formatstyle
import Foundation

struct WorkoutSummary {
    let elapsed: Duration
    let distance: Measurement<UnitLength>
    let energy: Measurement<UnitEnergy>
    let routeFileSize: Measurement<UnitInformationStorage>

    var formattedLines: [String] {
        [
            elapsed.formatted(.time(pattern: .hourMinuteSecond)),
            elapsed.formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)),
            distance.formatted(.measurement(width: .abbreviated, usage: .road)),
            energy.formatted(.measurement(width: .wide, usage: .workout)),
            routeFileSize.formatted(.byteCount(style: .file))
        ]
    }
}

let morningRun = WorkoutSummary(
    elapsed: .seconds(3725),
    distance: Measurement(value: 10.2, unit: .kilometers),
    energy: Measurement(value: 620, unit: .kilocalories),
    routeFileSize: Measurement(value: 1.5, unit: .megabytes)
)
