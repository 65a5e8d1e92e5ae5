// ios: 15.0
// expect: pass
import Foundation

let price = 12.5
let items = 3
let texts = [
    price.formatted(),
    price.formatted(.currency(code: "EUR")),
    0.25.formatted(.percent),
    items.formatted(),
    price.formatted(.number.precision(.fractionLength(2))),
    ["Ana", "Luis"].formatted(),
]
print(texts)
