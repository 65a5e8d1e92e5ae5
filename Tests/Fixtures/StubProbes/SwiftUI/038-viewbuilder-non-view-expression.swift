// ios: 15.0
// expect: error: static method 'buildExpression' requires that 'NotAView' conform to 'View'
import SwiftUI

struct NotAView {}

struct Broken: View {
    var body: some View {
        VStack {
            NotAView()
        }
    }
}
