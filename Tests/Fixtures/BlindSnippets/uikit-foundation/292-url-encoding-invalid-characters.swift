// ios: 17
// expect: pass
// topic: iOS 17 URL(string:) percent-encodes invalid characters; opting out with URL(string:encodingInvalidCharacters:)
// apis: URL.init(string:encodingInvalidCharacters:), URL.init(string:), URLComponents, URLComponents.queryItems
// source: https://developer.apple.com/documentation/foundation/url/init(string:encodinginvalidcharacters:)
import Foundation

struct PastedLinkValidator {
    /// Rejects strings with spaces or other invalid characters, like URL(string:) did before iOS 17.
    func strictURL(from input: String) -> URL? {
        URL(string: input, encodingInvalidCharacters: false)
    }

    /// Accepts sloppy input; iOS 17 percent-encodes the invalid characters for us.
    func lenientURL(from input: String) -> URL? {
        URL(string: input)
    }

    func searchTerm(in url: URL) -> String? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?
            .queryItems?
            .first { $0.name == "q" }?
            .value
    }
}

let validator = PastedLinkValidator()
let pastedLink = "https://example.com/search?q=swift ui"
let rejected = validator.strictURL(from: pastedLink)
let accepted = validator.lenientURL(from: pastedLink)
