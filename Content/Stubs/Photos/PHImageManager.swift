import Foundation
import CoreGraphics
import UIKit
import CoreLocation

// MARK: - PHImageManager.h

/// Which version of an image to request.
@objc(PHImageRequestOptionsVersion)
public enum PHImageRequestOptionsVersion: Int, @unchecked Sendable {
    case current = 0
    case unadjusted = 1
    case original = 2
}

/// The quality and delivery priority of a requested image.
@objc(PHImageRequestOptionsDeliveryMode)
public enum PHImageRequestOptionsDeliveryMode: Int, @unchecked Sendable {
    case opportunistic = 0
    case highQualityFormat = 1
    case fastFormat = 2
}

/// How a requested image is resized to the target size.
@objc(PHImageRequestOptionsResizeMode)
public enum PHImageRequestOptionsResizeMode: Int, @unchecked Sendable {
    case none = 0
    case fast = 1
    case exact = 2
}

public typealias PHAssetImageProgressHandler = (Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void

/// Options for requesting still images from an image manager.
open class PHImageRequestOptions: NSObject, NSCopying {
    public override init() { fatalError() }
    @discardableResult open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var version: PHImageRequestOptionsVersion { get { fatalError() } set { } }
    open var deliveryMode: PHImageRequestOptionsDeliveryMode { get { fatalError() } set { } }
    open var resizeMode: PHImageRequestOptionsResizeMode { get { fatalError() } set { } }
    open var normalizedCropRect: CGRect { get { fatalError() } set { } }
    open var isNetworkAccessAllowed: Bool { get { fatalError() } set { } }
    open var isSynchronous: Bool { get { fatalError() } set { } }
    open var progressHandler: PHAssetImageProgressHandler? { get { fatalError() } set { } }
    @available(iOS 17.0, *)
    open var allowSecondaryDegradedImage: Bool { get { fatalError() } set { } }
}

/// Options for requesting Live Photos from an image manager.
open class PHLivePhotoRequestOptions: NSObject, NSCopying {
    public override init() { fatalError() }
    @discardableResult open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var version: PHImageRequestOptionsVersion { get { fatalError() } set { } }
    open var deliveryMode: PHImageRequestOptionsDeliveryMode { get { fatalError() } set { } }
    open var isNetworkAccessAllowed: Bool { get { fatalError() } set { } }
    open var progressHandler: PHAssetImageProgressHandler? { get { fatalError() } set { } }
}

/// Which version of a video to request.
@objc(PHVideoRequestOptionsVersion)
public enum PHVideoRequestOptionsVersion: Int, @unchecked Sendable {
    case current = 0
    case original = 1
}

/// The quality of a requested video.
@objc(PHVideoRequestOptionsDeliveryMode)
public enum PHVideoRequestOptionsDeliveryMode: Int, @unchecked Sendable {
    case automatic = 0
    case highQualityFormat = 1
    case mediumQualityFormat = 2
    case fastFormat = 3
}

public typealias PHAssetVideoProgressHandler = (Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void

/// Options for requesting video assets from an image manager.
open class PHVideoRequestOptions: NSObject {
    public override init() { fatalError() }
    open var isNetworkAccessAllowed: Bool { get { fatalError() } set { } }
    open var version: PHVideoRequestOptionsVersion { get { fatalError() } set { } }
    open var deliveryMode: PHVideoRequestOptionsDeliveryMode { get { fatalError() } set { } }
    open var progressHandler: PHAssetVideoProgressHandler? { get { fatalError() } set { } }
}

public typealias PHImageRequestID = Int32
public let PHInvalidImageRequestID: PHImageRequestID = 0
public let PHImageManagerMaximumSize: CGSize = { fatalError() }()
public let PHImageResultIsInCloudKey: String = { fatalError() }()
public let PHImageResultIsDegradedKey: String = { fatalError() }()
public let PHImageResultRequestIDKey: String = { fatalError() }()
public let PHImageCancelledKey: String = { fatalError() }()
public let PHImageErrorKey: String = { fatalError() }()

/// Retrieves or generates images and other data for assets.
open class PHImageManager: NSObject {
    public override init() { fatalError() }
    @discardableResult open class func `default`() -> PHImageManager { fatalError() }

    @discardableResult open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?, resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID { fatalError() }
    open func cancelImageRequest(_ requestID: PHImageRequestID) { fatalError() }
    @discardableResult open func requestLivePhoto(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHLivePhotoRequestOptions?, resultHandler: @escaping (PHLivePhoto?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID { fatalError() }
}

/// An image manager optimized for preloading many assets.
@_inheritsConvenienceInitializers open class PHCachingImageManager: PHImageManager {
    public override init() { fatalError() }
    open var allowsCachingHighQualityImages: Bool { get { fatalError() } set { } }
    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) { fatalError() }
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) { fatalError() }
    open func stopCachingImagesForAllAssets() { fatalError() }
}

// MARK: - Change requests

/// The abstract superclass for Photos change requests.
open class PHChangeRequest: NSObject {
    public override init() { fatalError() }
}

/// A request to create, delete or modify an asset, used in a change block.
@_inheritsConvenienceInitializers open class PHAssetChangeRequest: PHChangeRequest {
    public override init() { fatalError() }
    @discardableResult open class func creationRequestForAsset(from image: UIImage) -> Self { fatalError() }
    @discardableResult open class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> Self? { fatalError() }
    @discardableResult open class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> Self? { fatalError() }
    open var placeholderForCreatedAsset: PHObjectPlaceholder? { fatalError() }
    public convenience init(for asset: PHAsset) { fatalError() }
    open var creationDate: Date? { get { fatalError() } set { } }
    open var location: CLLocation? { get { fatalError() } set { } }
    open var isFavorite: Bool { get { fatalError() } set { } }
    open var isHidden: Bool { get { fatalError() } set { } }
    open var contentEditingOutput: PHContentEditingOutput? { get { fatalError() } set { } }
    open func revertAssetContentToOriginal() { fatalError() }
}

/// Options for adding a resource to an asset creation request.
open class PHAssetResourceCreationOptions: NSObject, NSCopying {
    public override init() { fatalError() }
    @discardableResult open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var originalFilename: String? { get { fatalError() } set { } }
    open var uniformTypeIdentifier: String? { get { fatalError() } set { } }
    open var shouldMoveFile: Bool { get { fatalError() } set { } }
}

/// A request to create an asset from data resources, used in a change block.
@_inheritsConvenienceInitializers open class PHAssetCreationRequest: PHAssetChangeRequest {
    public override init() { fatalError() }
    @discardableResult open class func forAsset() -> Self { fatalError() }
    open func addResource(with type: PHAssetResourceType, fileURL: URL, options: PHAssetResourceCreationOptions?) { fatalError() }
    open func addResource(with type: PHAssetResourceType, data: Data, options: PHAssetResourceCreationOptions?) { fatalError() }
}

/// A request to create, delete or modify an asset collection, used in a change block.
@_inheritsConvenienceInitializers open class PHAssetCollectionChangeRequest: PHChangeRequest {
    public override init() { fatalError() }
    @discardableResult open class func creationRequestForAssetCollection(withTitle title: String) -> Self { fatalError() }
    open var placeholderForCreatedAssetCollection: PHObjectPlaceholder { fatalError() }
    public convenience init?(for assetCollection: PHAssetCollection) { fatalError() }
    public convenience init?(for assetCollection: PHAssetCollection, assets: PHFetchResult<PHAsset>) { fatalError() }
    open var title: String { get { fatalError() } set { } }
}

/// A request to create, delete or modify a collection list, used in a change block.
@_inheritsConvenienceInitializers open class PHCollectionListChangeRequest: PHChangeRequest {
    public override init() { fatalError() }
    @discardableResult open class func creationRequestForCollectionList(withTitle title: String) -> Self { fatalError() }
    open var placeholderForCreatedCollectionList: PHObjectPlaceholder { fatalError() }
    public convenience init?(for collectionList: PHCollectionList) { fatalError() }
    public convenience init?(for collectionList: PHCollectionList, childCollections: PHFetchResult<PHCollection>) { fatalError() }
    open var title: String { get { fatalError() } set { } }
}
