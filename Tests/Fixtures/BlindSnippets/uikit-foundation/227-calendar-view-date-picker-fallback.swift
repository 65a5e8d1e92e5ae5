// ios: 15
// expect: pass
// topic: UICalendarView on iOS 16 with an inline UIDatePicker fallback for iOS 15
// apis: UICalendarView, UICalendarSelectionSingleDate, UICalendarSelectionSingleDateDelegate, UIDatePicker.preferredDatePickerStyle, UIControl.addAction(_:for:)
// source: https://developer.apple.com/documentation/uikit/uicalendarview, https://developer.apple.com/documentation/uikit/uidatepicker
import UIKit

@available(iOS 16.0, *)
final class CalendarSelectionHandler: NSObject, UICalendarSelectionSingleDateDelegate {
    var onSelect: (Date) -> Void = { _ in }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
        if let date = dateComponents?.date {
            onSelect(date)
        }
    }
}

final class DueDateViewController: UIViewController {
    private(set) var dueDate = Date()
    private var selectionHandler: AnyObject?

    override func viewDidLoad() {
        super.viewDidLoad()
        let picker: UIView
        if #available(iOS 16.0, *) {
            let handler = CalendarSelectionHandler()
            handler.onSelect = { [weak self] date in self?.dueDate = date }
            let calendarView = UICalendarView()
            calendarView.selectionBehavior = UICalendarSelectionSingleDate(delegate: handler)
            selectionHandler = handler
            picker = calendarView
        } else {
            let datePicker = UIDatePicker()
            datePicker.datePickerMode = .date
            datePicker.preferredDatePickerStyle = .inline
            datePicker.addAction(UIAction { [weak self] action in
                guard let sender = action.sender as? UIDatePicker else { return }
                self?.dueDate = sender.date
            }, for: .valueChanged)
            picker = datePicker
        }
        picker.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(picker)
        NSLayoutConstraint.activate([
            picker.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            picker.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
    }
}
