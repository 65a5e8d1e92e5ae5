// ios: 15
// expect: error 43: cannot convert value of type 'String' to expected argument type 'Int'
// topic: Reservation form with Stepper, a custom ToggleStyle and a graphical DatePicker; summary row gets a String
// apis: Stepper(_:value:in:), ToggleStyle, ToggleStyleConfiguration, DatePicker(_:selection:in:displayedComponents:), datePickerStyle(.graphical), Text(_:style:)
// source: https://developer.apple.com/documentation/swiftui/togglestyle, https://developer.apple.com/documentation/swiftui/datepicker, https://developer.apple.com/documentation/swiftui/stepper
import SwiftUI

struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

struct GuestCountRow: View {
    let count: Int

    var body: some View {
        Label("\(count) guests", systemImage: "person.2")
    }
}

struct ReservationForm: View {
    @State private var guests = 2
    @State private var date = Date()
    @State private var outdoor = false

    var body: some View {
        Form {
            Stepper("Guests: \(guests)", value: $guests, in: 1...12)
            DatePicker("Date", selection: $date, in: Date()..., displayedComponents: [.date, .hourAndMinute])
                .datePickerStyle(.graphical)
            Toggle("Outdoor seating", isOn: $outdoor)
                .toggleStyle(CheckboxToggleStyle())
            Section("Summary") {
                GuestCountRow(count: "\(guests)")
                Text(date, style: .date)
            }
        }
    }
}
