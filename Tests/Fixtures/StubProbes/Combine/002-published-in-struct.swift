// ios: 15.0
// expect: error: 'wrappedValue' is unavailable: @Published is only available on properties of classes
import Combine

struct Settings {
    @Published var volume = 0.5
}
var settings = Settings()
settings.volume = 1
