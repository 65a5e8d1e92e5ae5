// ios: 16
// expect: pass
// topic: Habit tracker month view with UICalendarView, single-date selection and per-day decorations (iOS 16)
// apis: UICalendarView, UICalendarSelectionSingleDate, UICalendarSelectionSingleDateDelegate, UICalendarViewDelegate, UICalendarView.Decoration.image(_:color:size:), UICalendarView.reloadDecorations(forDateComponents:animated:)
// source: https://developer.apple.com/documentation/uikit/uicalendarview, https://developer.apple.com/documentation/uikit/uicalendarview/decoration
import UIKit

final class HabitCalendarViewController: UIViewController, UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate {
    private let calendarView = UICalendarView()
    private var completedDays: Set<DateComponents> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        calendarView.calendar = Calendar(identifier: .gregorian)
        calendarView.locale = .current
        calendarView.fontDesign = .rounded
        calendarView.availableDateRange = DateInterval(start: .distantPast, end: Date())
        calendarView.delegate = self
        calendarView.selectionBehavior = UICalendarSelectionSingleDate(delegate: self)
        calendarView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(calendarView)
        NSLayoutConstraint.activate([
            calendarView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            calendarView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            calendarView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)
        ])
    }

    private func dayKey(_ components: DateComponents) -> DateComponents {
        DateComponents(year: components.year, month: components.month, day: components.day)
    }

    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
        guard completedDays.contains(dayKey(dateComponents)) else { return nil }
        return .image(UIImage(systemName: "checkmark.circle.fill"), color: .systemGreen, size: .small)
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
        guard let dateComponents = dateComponents else { return }
        let key = dayKey(dateComponents)
        if completedDays.contains(key) {
            completedDays.remove(key)
        } else {
            completedDays.insert(key)
        }
        calendarView.reloadDecorations(forDateComponents: [dateComponents], animated: true)
    }
}
