// ios: 14
// expect: error 6: is only available in iOS 15
// topic: Date.now at iOS 14
// apis: Date.now
func secondsSince(_ start: Date) -> TimeInterval {
    Date.now.timeIntervalSince(start)
}
