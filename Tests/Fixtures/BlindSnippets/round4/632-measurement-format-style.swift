// ios: 15
// expect: pass
// topic: Formatting workout distance, temperature and pace with Measurement.FormatStyle instead of MeasurementFormatter
// apis: Measurement, UnitLength, UnitTemperature, UnitDuration, UnitSpeed, Measurement.formatted(_:), FormatStyle.measurement(width:usage:numberFormatStyle:), MeasurementFormatUnitUsage.road, .weather, converted(to:)
// source: https://developer.apple.com/documentation/foundation/formatstyle/measurement(width:usage:numberformatstyle:), https://developer.apple.com/documentation/foundation/measurement/formatstyle
import UIKit

struct WorkoutSummary {
    let distanceKilometers: Double
    let durationMinutes: Double
    let temperatureCelsius: Double
}

final class WorkoutSummaryView: UIView {
    private let distanceLabel = UILabel()
    private let weatherLabel = UILabel()
    private let paceLabel = UILabel()

    func configure(with workout: WorkoutSummary) {
        let distance = Measurement(value: workout.distanceKilometers, unit: UnitLength.kilometers)
        distanceLabel.text = distance.formatted(.measurement(width: .abbreviated, usage: .road))

        let temperature = Measurement(value: workout.temperatureCelsius, unit: UnitTemperature.celsius)
        weatherLabel.text = temperature.formatted(.measurement(width: .narrow, usage: .weather))

        let duration = Measurement(value: workout.durationMinutes, unit: UnitDuration.minutes)
        let hours = duration.converted(to: .hours).value
        let speed = Measurement(value: workout.distanceKilometers / max(hours, 0.01), unit: UnitSpeed.kilometersPerHour)
        paceLabel.text = speed.formatted(.measurement(width: .wide))
    }
}
