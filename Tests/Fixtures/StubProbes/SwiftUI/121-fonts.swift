// ios: 15.0
// expect: pass
import SwiftUI

struct Typography: View {
    var body: some View {
        VStack {
            Text("Título").font(.largeTitle)
            Text("Título 2").font(.title2)
            Text("Cabecera").font(.headline)
            Text("Cuerpo").font(.body)
            Text("Pie").font(.caption)
            Text("Sistema").font(.system(size: 17, weight: .semibold))
            Text("Redondeada").font(.system(.body, design: .rounded))
            Text("Propia").font(.custom("Avenir", size: 14, relativeTo: .body))
            Text("Monoespaciada").font(.body.monospacedDigit().weight(.bold))
        }
        .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
    }
}

let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
