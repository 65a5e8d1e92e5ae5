import Foundation
import CoreGraphics
import UIKit
import CoreLocation

// MARK: - PHImageManager.h

/// Image version to fetch (current, unadjusted, original).
@objc(PHImageRequestOptionsVersion)
public enum PHImageRequestOptionsVersion: Int, @unchecked Sendable {
    case current = 0
    case unadjusted = 1
    case original = 2
}

/// Speed/quality trade-off for image delivery.
@objc(PHImageRequestOptionsDeliveryMode)
public enum PHImageRequestOptionsDeliveryMode: Int, @unchecked Sendable {
    case opportunistic = 0
    case highQualityFormat = 1
    case fastFormat = 2
}

/// Resizing strategy for requested images.
@objc(PHImageRequestOptionsResizeMode)
public enum PHImageRequestOptionsResizeMode: Int, @unchecked Sendable {
    case none = 0
    case fast = 1
    case exact = 2
}

public typealias PHAssetImageProgressHandler = (Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void

/// Settings for still-image requests.
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

/// Settings for Live Photo requests.
open class PHLivePhotoRequestOptions: NSObject, NSCopying {
    public override init() { fatalError() }
    @discardableResult open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var version: PHImageRequestOptionsVersion { get { fatalError() } set { } }
    open var deliveryMode: PHImageRequestOptionsDeliveryMode { get { fatalError() } set { } }
    open var isNetworkAccessAllowed: Bool { get { fatalError() } set { } }
    open var progressHandler: PHAssetImageProgressHandler? { get { fatalError() } set { } }
}

/// Video version to fetch.
@objc(PHVideoRequestOptionsVersion)
public enum PHVideoRequestOptionsVersion: Int, @unchecked Sendable {
    case current = 0
    case original = 1
}

/// Quality level for video delivery.
@objc(PHVideoRequestOptionsDeliveryMode)
public enum PHVideoRequestOptionsDeliveryMode: Int, @unchecked Sendable {
    case automatic = 0
    case highQualityFormat = 1
    case mediumQualityFormat = 2
    case fastFormat = 3
}

public typealias PHAssetVideoProgressHandler = (Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void

/// Settings for video requests.
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

/// Fetches images, videos and Live Photos for assets.
open class PHImageManager: NSObject {
    public override init() { fatalError() }
    @discardableResult open class func `default`() -> PHImageManager { fatalError() }

    @discardableResult open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?, resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID { fatalError() }
    open func cancelImageRequest(_ requestID: PHImageRequestID) { fatalError() }
    @discardableResult open func requestLivePhoto(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHLivePhotoRequestOptions?, resultHandler: @escaping (PHLivePhoto?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID { fatalError() }
}

/// Image manager that pre-warms a cache for many assets.
@_inheritsConvenienceInitializers open class PHCachingImageManager: PHImageManager {
    public override init() { fatalError() }
    open var allowsCachingHighQualityImages: Bool { get { fatalError() } set { } }
    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) { fatalError() }
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) { fatalError() }
    open func stopCachingImagesForAllAssets() { fatalError() }
}

// MARK: - Change requests

/// Base class of Photos change requests.
open class PHChangeRequest: NSObject {
    public override init() { fatalError() }
}

/// Creates, edits or deletes assets inside a change block.
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

/// Settings for adding a resource to a new asset.
open class PHAssetResourceCreationOptions: NSObject, NSCopying {
    public override init() { fatalError() }
    @discardableResult open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var originalFilename: String? { get { fatalError() } set { } }
    open var uniformTypeIdentifier: String? { get { fatalError() } set { } }
    open var shouldMoveFile: Bool { get { fatalError() } set { } }
}

/// Builds a new asset from resource data inside a change block.
@_inheritsConvenienceInitializers open class PHAssetCreationRequest: PHAssetChangeRequest {
    public override init() { fatalError() }
    @discardableResult open class func forAsset() -> Self { fatalError() }
    open func addResource(with type: PHAssetResourceType, fileURL: URL, options: PHAssetResourceCreationOptions?) { fatalError() }
    open func addResource(with type: PHAssetResourceType, data: Data, options: PHAssetResourceCreationOptions?) { fatalError() }
}

/// Creates, edits or deletes albums inside a change block.
@_inheritsConvenienceInitializers open class PHAssetCollectionChangeRequest: PHChangeRequest {
    public override init() { fatalError() }
    @discardableResult open class func creationRequestForAssetCollection(withTitle title: String) -> Self { fatalError() }
    open var placeholderForCreatedAssetCollection: PHObjectPlaceholder { fatalError() }
    public convenience init?(for assetCollection: PHAssetCollection) { fatalError() }
    public convenience init?(for assetCollection: PHAssetCollection, assets: PHFetchResult<PHAsset>) { fatalError() }
    open var title: String { get { fatalError() } set { } }
}

/// Creates, edits or deletes folders inside a change block.
@_inheritsConvenienceInitializers open class PHCollectionListChangeRequest: PHChangeRequest {
    public override init() { fatalError() }
    @discardableResult open class func creationRequestForCollectionList(withTitle title: String) -> Self { fatalError() }
    open var placeholderForCreatedCollectionList: PHObjectPlaceholder { fatalError() }
    public convenience init?(for collectionList: PHCollectionList) { fatalError() }
    public convenience init?(for collectionList: PHCollectionList, childCollections: PHFetchResult<PHCollection>) { fatalError() }
    open var title: String { get { fatalError() } set { } }
}
