// ios: 15.0
// expect: pass
import SwiftUI

struct TextShowcase: View {
    let name: String
    let price: Double
    let count: Int
    let date: Date

    var body: some View {
        VStack(alignment: .leading) {
            VStack(alignment: .leading) {
                Text(verbatim: "Hola, %@")
                Text(name)
                Text("Hola, \(name)")
                Text("Precio: \(price, specifier: "%.2f")")
                Text("\(count) elementos")
                Text(date, style: .relative)
                Text(Date.now...date)
                Text("Negrita").bold() + Text(" y cursiva").italic() + Text(Image(systemName: "star"))
            }
            VStack(alignment: .leading) {
                Text(AttributedString("Atribuido"))
                Text("Clave", tableName: "Main", comment: "Una clave")
                    .font(.caption)
                    .fontWeight(.semibold)
                    .foregroundColor(.secondary)
                    .strikethrough()
                    .kerning(1)
                Text("Multi\nlínea")
                    .multilineTextAlignment(.center)
                    .lineLimit(2)
                    .truncationMode(.middle)
                    .textSelection(.enabled)
            }
        }
    }
}
