// ios: 15
// expect: pass
// topic: Reloading data when a picker value changes with task(id:) and automatic cancellation
// apis: task(id:priority:_:), URLSession.data(from:), CancellationError, Picker(.segmented)
// source: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
import SwiftUI

struct WeatherReport: Decodable {
    let temperature: Double
    let summary: String
}

struct CityWeatherView: View {
    let cities = ["Paris", "Tokyo", "Nairobi"]
    @State private var city = "Paris"
    @State private var report: WeatherReport?
    @State private var errorMessage: String?

    var body: some View {
        VStack(spacing: 16) {
            Picker("City", selection: $city) {
                ForEach(cities, id: \.self) { Text($0).tag($0) }
            }
            .pickerStyle(.segmented)

            if let report = report {
                Text("\(report.temperature, specifier: "%.1f")° – \(report.summary)")
            } else if let errorMessage = errorMessage {
                Text(errorMessage).foregroundColor(.red)
            } else {
                ProgressView()
            }
        }
        .padding()
        .task(id: city) {
            report = nil
            errorMessage = nil
            do {
                report = try await fetchWeather(for: city)
            } catch is CancellationError {
                return
            } catch {
                errorMessage = error.localizedDescription
            }
        }
    }

    private func fetchWeather(for city: String) async throws -> WeatherReport {
        let url = URL(string: "https://api.example.com/weather?city=\(city)")!
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode(WeatherReport.self, from: data)
    }
}
