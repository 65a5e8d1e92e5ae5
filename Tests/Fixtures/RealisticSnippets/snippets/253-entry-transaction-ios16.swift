// ios: 16
// expect: error 6: is only available in iOS 17.0 or newer
// topic: @Entry for a transaction value while still supporting iOS 16
// apis: Entry(), Transaction, TransactionKey
extension Transaction {
    @Entry var isFast: Bool = false
}
