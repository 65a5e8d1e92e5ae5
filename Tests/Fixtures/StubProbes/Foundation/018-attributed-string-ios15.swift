// ios: 15.0
// expect: pass
import Foundation

var text = AttributedString("Hello")
text += AttributedString(" world")
let markdown = try AttributedString(markdown: "**Bold** and _italic_")
text.link = URL(string: "https://example.com")
print(String(text.characters), markdown.characters.count)
