// ios: 15.0
// expect: pass
import SwiftUI

// Fixed-arity buildBlock produces TupleView of the children.
@ViewBuilder
func pair() -> TupleView<(Text, Image)> {
    Text("Hola")
    Image(systemName: "hand.wave")
}

@ViewBuilder
func optional(_ flag: Bool) -> Text? {
    if flag {
        Text("Visible")
    }
}

@ViewBuilder
func either(_ flag: Bool) -> _ConditionalContent<Text, Image> {
    if flag {
        Text("A")
    } else {
        Image(systemName: "b.circle")
    }
}

@ViewBuilder
func empty() -> EmptyView {}
