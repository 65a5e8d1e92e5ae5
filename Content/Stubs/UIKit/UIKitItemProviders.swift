import Foundation

// UIKit's Objective-C API written by hand beside the generated Swift half, from Apple's UIImage.h:
// `@interface UIImage (NSItemProvider) <NSItemProviderReading, NSItemProviderWriting, …>`.

extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    public class var readableTypeIdentifiersForItemProvider: [String] { fatalError() }
    public class func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self { fatalError() }
    public class var writableTypeIdentifiersForItemProvider: [String] { fatalError() }
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? { fatalError() }
}
