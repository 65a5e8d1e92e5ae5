import Foundation
import UIKit
import CoreGraphics

// From Apple's UIPasteConfigurationSupporting.h, UIPasteConfiguration.h, UITextPasteConfigurationSupporting.h,
// UITextPasteDelegate.h and NSItemProvider+UIKitAdditions.h.

/// A responder that accepts pasted and dropped data described by a paste configuration.
@preconcurrency @MainActor
@objc public protocol UIPasteConfigurationSupporting: NSObjectProtocol {
    var pasteConfiguration: UIPasteConfiguration? { get set }
    @objc optional func paste(itemProviders: [NSItemProvider])
    @objc optional func canPaste(_ itemProviders: [NSItemProvider]) -> Bool
}

extension UIResponder: UIPasteConfigurationSupporting {
    @objc open var pasteConfiguration: UIPasteConfiguration? { get { fatalError() } set { } }
}

/// A text control whose paste and drop handling a paste delegate can customize.
@preconcurrency @MainActor
@objc public protocol UITextPasteConfigurationSupporting: UIPasteConfigurationSupporting {
    var pasteDelegate: (any UITextPasteDelegate)? { get set }
}

/// Customizes how pasted or dropped items become text.
@preconcurrency @MainActor
@objc public protocol UITextPasteDelegate: NSObjectProtocol {
    @objc optional func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting, transform item: any UITextPasteItem)
    @objc optional func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting, combineItemAttributedStrings itemStrings: [NSAttributedString], for textRange: UITextRange) -> NSAttributedString
    @objc optional func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting, performPasteOf attributedString: NSAttributedString, to textRange: UITextRange) -> UITextRange
    @objc optional func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting, shouldAnimatePasteOf attributedString: NSAttributedString, to textRange: UITextRange) -> Bool
}

/// One item of a text paste or drop, with its result setters.
@preconcurrency @MainActor
@objc public protocol UITextPasteItem: NSObjectProtocol {
    var itemProvider: NSItemProvider { get }
    var localObject: Any? { get }
    var defaultAttributes: [NSAttributedString.Key: Any] { get }
    func setStringResult(_ string: String)
    func setAttributedStringResult(_ string: NSAttributedString)
    func setAttachmentResult(_ textAttachment: NSTextAttachment)
    func setNoResult()
    func setDefaultResult()
}

// MARK: - NSItemProvider+UIKitAdditions.h

extension NSItemProvider {
    @objc open var teamData: Data? { get { fatalError() } set { } }
    @objc open var preferredPresentationSize: CGSize { get { fatalError() } set { } }
}

/// An item-provider-writing object that reports its preferred presentation size.
@preconcurrency @MainActor
@objc public protocol UIItemProviderPresentationSizeProviding: NSObjectProtocol {
    var preferredPresentationSizeForItemProvider: CGSize { get }
}

extension UIImage: UIItemProviderPresentationSizeProviding {
    @objc open var preferredPresentationSizeForItemProvider: CGSize { fatalError() }
}
