// ios: 15
// expect: pass
// topic: Replacing cached DateFormatter instances in an event cell with Date.FormatStyle and friends
// apis: Date.formatted(_:), Date.formatted(date:time:), Date.FormatStyle.dateTime, Range<Date>.formatted(date:time:), Date.RelativeFormatStyle (.relative(presentation:)), Date.ISO8601FormatStyle, Date.now
// source: https://developer.apple.com/documentation/foundation/date/formatstyle, https://developer.apple.com/documentation/foundation/date/relativeformatstyle, https://developer.apple.com/documentation/foundation/date/iso8601formatstyle
import UIKit

struct Event {
    let title: String
    let start: Date
    let end: Date
}

final class EventCell: UITableViewCell {
    private let titleLabel = UILabel()
    private let dayLabel = UILabel()
    private let timeLabel = UILabel()
    private let countdownLabel = UILabel()

    func configure(with event: Event) {
        titleLabel.text = event.title
        dayLabel.text = event.start.formatted(.dateTime.weekday(.wide).month(.abbreviated).day())
        timeLabel.text = (event.start..<event.end).formatted(date: .omitted, time: .shortened)
        countdownLabel.text = event.start.formatted(.relative(presentation: .named))
        accessibilityValue = event.start.formatted(date: .complete, time: .shortened)
    }
}

enum EventAPI {
    static func timestamp(for date: Date = .now) -> String {
        date.formatted(.iso8601)
    }

    static func parseTimestamp(_ text: String) throws -> Date {
        try Date.ISO8601FormatStyle().parse(text)
    }
}
