// ios: 15
// expect: pass
// topic: Date.FormatStyle and formatted(date:time:)
// apis: Date.formatted(date:time:), Date.FormatStyle, Date.FormatStyle.dateTime, Text(_:format:), Date.now
struct EventHeader: View {
    let start: Date

    var body: some View {
        VStack(alignment: .leading) {
            Text(start.formatted(date: .abbreviated, time: .shortened))
            Text(start, format: .dateTime.weekday(.wide).day().month(.wide))
            Text(start.formatted(.dateTime.year().month(.twoDigits).day(.twoDigits)))
            Text(Date.now, style: .relative)
        }
    }
}
