// ios: 16
// expect: pass
// topic: Subscription renewal math with Calendar and region-aware display using the iOS 16 Locale components API
// apis: Calendar.nextDate(after:matching:matchingPolicy:repeatedTimePolicy:direction:), Calendar.dateComponents(_:from:to:), Calendar.startOfDay(for:), Calendar.date(byAdding:value:to:wrappingComponents:), Locale.language, Locale.region, Locale.currency, Locale.measurementSystem
// source: https://developer.apple.com/documentation/foundation/calendar, https://developer.apple.com/documentation/foundation/locale/language-swift.property
import Foundation

struct BillingCycle {
    var calendar = Calendar.current
    let startDate: Date

    func nextRenewal(after date: Date = .now) -> Date? {
        var components = DateComponents()
        components.day = calendar.component(.day, from: startDate)
        return calendar.nextDate(after: date, matching: components, matchingPolicy: .previousTimePreservingSmallerComponents)
    }

    func daysUntilRenewal(from date: Date = .now) -> Int {
        guard let renewal = nextRenewal(after: date) else { return 0 }
        let start = calendar.startOfDay(for: date)
        let end = calendar.startOfDay(for: renewal)
        return calendar.dateComponents([.day], from: start, to: end).day ?? 0
    }

    func trialEnd() -> Date {
        calendar.date(byAdding: .day, value: 14, to: startDate) ?? startDate
    }
}

struct RegionSummary {
    let locale: Locale

    var description: String {
        let language = locale.language.languageCode?.identifier ?? "unknown"
        let region = locale.region?.identifier ?? "unknown"
        let currency = locale.currency?.identifier ?? "USD"
        let usesMetric = locale.measurementSystem == .metric
        return "\(language)-\(region), \(currency), metric: \(usesMetric)"
    }
}
