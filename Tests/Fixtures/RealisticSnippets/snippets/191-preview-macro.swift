// ios: 17
// expect: pass
// topic: #Preview macro replacing PreviewProvider
// apis: Preview(_:body:)
struct GreetingCard: View {
    var name: String
    var body: some View {
        Text("Hola, \(name)")
    }
}

#Preview("Tarjeta") {
    GreetingCard(name: "Marta")
}
