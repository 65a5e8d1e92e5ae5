// ios: 15.0
// expect: pass
import SwiftUI

struct CardStyle: ViewModifier {
    var cornerRadius: CGFloat = 12
    func body(content: Content) -> some View {
        content
            .padding()
            .background(Color.white)
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
    }
}

extension View {
    func cardStyle() -> some View {
        modifier(CardStyle())
    }
}

struct Score: View, Equatable {
    let value: Int
    var body: some View { Text("\(value)") }
}

struct Board: View {
    var body: some View {
        VStack {
            Text("Hola").cardStyle()
            Text("Adiós").modifier(CardStyle(cornerRadius: 4))
            Score(value: 3).equatable()
            Text("Sin cambios").modifier(EmptyModifier())
        }
    }
}

let composed: ModifiedContent<Text, CardStyle> = Text("x").modifier(CardStyle())
