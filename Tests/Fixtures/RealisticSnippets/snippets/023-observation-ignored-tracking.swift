// ios: 17
// expect: pass
// topic: @ObservationIgnored and withObservationTracking
// apis: Observable(), ObservationIgnored(), withObservationTracking(_:onChange:)
@Observable
final class TemperatureSensor {
    var celsius = 21.0
    @ObservationIgnored var readCount = 0

    var fahrenheit: Double { celsius * 9 / 5 + 32 }
}

func watch(_ sensor: TemperatureSensor) {
    withObservationTracking {
        print(sensor.fahrenheit)
    } onChange: {
        print("La temperatura va a cambiar")
    }
}
