// ios: 15
// expect: error 13: to expected type 'FocusState<SignupForm.Field?>.Binding', use wrapper instead
// topic: focused(_:equals:) given the value instead of the projected binding
// apis: FocusState, focused(_:equals:)
struct SignupForm: View {
    enum Field { case name, phone }

    @State private var name = ""
    @FocusState private var field: Field?

    var body: some View {
        TextField("Nombre", text: $name)
            .focused(field, equals: .name)
    }
}
