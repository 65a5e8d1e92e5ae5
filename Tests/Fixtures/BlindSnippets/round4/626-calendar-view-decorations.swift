// ios: 16
// expect: pass
// topic: Replacing a third-party calendar with UICalendarView, single-date selection and per-day decorations
// apis: UICalendarView, UICalendarViewDelegate.calendarView(_:decorationFor:), UICalendarView.Decoration.default(color:size:), UICalendarSelectionSingleDate, UICalendarSelectionSingleDateDelegate, reloadDecorations(forDateComponents:animated:), availableDateRange, fontDesign
// source: https://developer.apple.com/documentation/uikit/uicalendarview, https://developer.apple.com/documentation/uikit/uicalendarviewdelegate/calendarview(_:decorationfor:), https://developer.apple.com/documentation/uikit/uicalendarview/decoration
import UIKit

final class BookingViewController: UIViewController, UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate {
    private let calendarView = UICalendarView()
    private var bookedDays: Set<DateComponents> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        calendarView.calendar = Calendar(identifier: .gregorian)
        calendarView.locale = .current
        calendarView.fontDesign = .rounded
        calendarView.delegate = self
        calendarView.availableDateRange = DateInterval(start: .now, duration: 60 * 60 * 24 * 90)
        calendarView.selectionBehavior = UICalendarSelectionSingleDate(delegate: self)
        calendarView.frame = view.bounds
        calendarView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(calendarView)
    }

    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
        let day = DateComponents(year: dateComponents.year, month: dateComponents.month, day: dateComponents.day)
        return bookedDays.contains(day) ? .default(color: .systemGreen, size: .small) : nil
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
        guard let dateComponents else { return }
        let day = DateComponents(year: dateComponents.year, month: dateComponents.month, day: dateComponents.day)
        bookedDays.insert(day)
        calendarView.reloadDecorations(forDateComponents: [dateComponents], animated: true)
    }
}
