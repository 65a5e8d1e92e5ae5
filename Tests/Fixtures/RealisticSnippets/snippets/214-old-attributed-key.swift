// ios: 15
// expect: error 6: has been renamed to 'NSAttributedString.Key'
// topic: pre-Swift 4.2 NSAttributedStringKey
// apis: NSAttributedString.Key
func highlighted(_ text: String) -> NSAttributedString {
    let attributes: [NSAttributedStringKey: Any] = [.foregroundColor: UIColor.systemRed]
    return NSAttributedString(string: text, attributes: attributes)
}
