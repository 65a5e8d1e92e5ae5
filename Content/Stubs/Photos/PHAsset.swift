import Foundation
import CoreGraphics
import UIKit
import CoreLocation

// MARK: - PHAsset.h

/// Playback style of an asset (the nested `PlaybackStyle` enum).
extension PHAsset {
    @objc(PHAssetPlaybackStyle)
    public enum PlaybackStyle: Int, @unchecked Sendable {
        case unsupported = 0
        case image = 1
        case imageAnimated = 2
        case livePhoto = 3
        case video = 4
        case videoLooping = 5
    }
}

/// Photo, video or Live Photo in the library.
@_inheritsConvenienceInitializers open class PHAsset: PHObject, @unchecked Sendable {
    public override init() { fatalError() }
    open var playbackStyle: PHAsset.PlaybackStyle { fatalError() }
    open var mediaType: PHAssetMediaType { fatalError() }
    open var mediaSubtypes: PHAssetMediaSubtype { fatalError() }
    open var pixelWidth: Int { fatalError() }
    open var pixelHeight: Int { fatalError() }
    open var creationDate: Date? { fatalError() }
    open var modificationDate: Date? { fatalError() }
    open var location: CLLocation? { fatalError() }
    @available(iOS 26.0, *)
    open var addedDate: Date? { fatalError() }
    open var duration: TimeInterval { fatalError() }
    open var isHidden: Bool { fatalError() }
    open var isFavorite: Bool { fatalError() }
    open var burstIdentifier: String? { fatalError() }
    open var burstSelectionTypes: PHAssetBurstSelectionType { fatalError() }
    open var representsBurst: Bool { fatalError() }
    open var sourceType: PHAssetSourceType { fatalError() }
    @available(iOS 15.0, *)
    open var hasAdjustments: Bool { fatalError() }
    @available(iOS 15.0, *)
    open var adjustmentFormatIdentifier: String? { fatalError() }

    @discardableResult open func canPerform(_ editOperation: PHAssetEditOperation) -> Bool { fatalError() }

    @discardableResult open class func fetchAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { fatalError() }
    @discardableResult open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> { fatalError() }
    @discardableResult open class func fetchKeyAssets(in assetCollection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset>? { fatalError() }
    @discardableResult open class func fetchAssets(withBurstIdentifier burstIdentifier: String, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { fatalError() }
    @discardableResult open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { fatalError() }
    @discardableResult open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 11.0, message: "Will be removed in a future release")
    @discardableResult open class func fetchAssets(withALAssetURLs assetURLs: [URL], options: PHFetchOptions?) -> PHFetchResult<PHAsset> { fatalError() }

    @discardableResult open func requestContentEditingInput(with options: PHContentEditingInputRequestOptions?, completionHandler: @escaping (PHContentEditingInput?, [AnyHashable: Any]) -> Void) -> PHContentEditingInputRequestID { fatalError() }
    open func cancelContentEditingInputRequest(_ requestID: PHContentEditingInputRequestID) { fatalError() }
}

// MARK: - PHCollection.h

/// Base class of albums and folders.
@_inheritsConvenienceInitializers open class PHCollection: PHObject {
    public override init() { fatalError() }
    open var canContainAssets: Bool { fatalError() }
    open var canContainCollections: Bool { fatalError() }
    open var localizedTitle: String? { fatalError() }
    @discardableResult open func canPerform(_ anOperation: PHCollectionEditOperation) -> Bool { fatalError() }
    @discardableResult open class func fetchCollections(in collectionList: PHCollectionList, options: PHFetchOptions?) -> PHFetchResult<PHCollection> { fatalError() }
    @discardableResult open class func fetchTopLevelUserCollections(with options: PHFetchOptions?) -> PHFetchResult<PHCollection> { fatalError() }
}

/// Album or smart album holding assets.
@_inheritsConvenienceInitializers open class PHAssetCollection: PHCollection {
    public override init() { fatalError() }
    open var assetCollectionType: PHAssetCollectionType { fatalError() }
    open var assetCollectionSubtype: PHAssetCollectionSubtype { fatalError() }
    open var estimatedAssetCount: Int { fatalError() }
    open var startDate: Date? { fatalError() }
    open var endDate: Date? { fatalError() }
    open var approximateLocation: CLLocation? { fatalError() }
    open var localizedLocationNames: [String] { fatalError() }

    @discardableResult open class func fetchAssetCollections(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> { fatalError() }
    @discardableResult open class func fetchAssetCollections(with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype, options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> { fatalError() }
    @discardableResult open class func fetchAssetCollectionsContaining(_ asset: PHAsset, with type: PHAssetCollectionType, options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> { fatalError() }
    @discardableResult open class func transientAssetCollection(with assets: [PHAsset], title: String?) -> PHAssetCollection { fatalError() }
    @discardableResult open class func transientAssetCollection(withAssetFetchResult fetchResult: PHFetchResult<PHAsset>, title: String?) -> PHAssetCollection { fatalError() }
}

/// Folder-like group of collections.
@_inheritsConvenienceInitializers open class PHCollectionList: PHCollection {
    public override init() { fatalError() }
    open var collectionListType: PHCollectionListType { fatalError() }
    open var collectionListSubtype: PHCollectionListSubtype { fatalError() }
    open var startDate: Date? { fatalError() }
    open var endDate: Date? { fatalError() }
    open var localizedLocationNames: [String] { fatalError() }

    @discardableResult open class func fetchCollectionListsContaining(_ collection: PHCollection, options: PHFetchOptions?) -> PHFetchResult<PHCollectionList> { fatalError() }
    @discardableResult open class func fetchCollectionLists(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHCollectionList> { fatalError() }
    @discardableResult open class func fetchCollectionLists(with collectionListType: PHCollectionListType, subtype: PHCollectionListSubtype, options: PHFetchOptions?) -> PHFetchResult<PHCollectionList> { fatalError() }
    @discardableResult open class func transientCollectionList(with collections: [PHCollection], title: String?) -> PHCollectionList { fatalError() }
    @discardableResult open class func transientCollectionList(withCollectionsFetchResult fetchResult: PHFetchResult<PHCollection>, title: String?) -> PHCollectionList { fatalError() }
}

// MARK: - PHLivePhoto.h

public typealias PHLivePhotoRequestID = Int32
public let PHLivePhotoRequestIDInvalid: PHLivePhotoRequestID = 0
public let PHLivePhotoInfoErrorKey: String = { fatalError() }()
public let PHLivePhotoInfoIsDegradedKey: String = { fatalError() }()
public let PHLivePhotoInfoCancelledKey: String = { fatalError() }()

/// Live Photo that can be shown in a view.
open class PHLivePhoto: NSObject, NSCopying, NSSecureCoding {
    @available(*, unavailable)
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    open var size: CGSize { fatalError() }
    @discardableResult open class func request(withResourceFileURLs fileURLs: [URL], placeholderImage image: UIImage?, targetSize: CGSize, contentMode: PHImageContentMode, resultHandler: @escaping (PHLivePhoto?, [AnyHashable: Any]) -> Void) -> PHLivePhotoRequestID { fatalError() }
    open class func cancelRequest(withRequestID requestID: PHLivePhotoRequestID) { fatalError() }
}

// MARK: - PHAssetResource.h / PHAssetResourceManager.h

/// Underlying file of an asset.
open class PHAssetResource: NSObject {
    public override init() { fatalError() }
    open var type: PHAssetResourceType { fatalError() }
    open var assetLocalIdentifier: String { fatalError() }
    open var uniformTypeIdentifier: String { fatalError() }
    open var originalFilename: String { fatalError() }
    @discardableResult open class func assetResources(for asset: PHAsset) -> [PHAssetResource] { fatalError() }
    @discardableResult open class func assetResources(for livePhoto: PHLivePhoto) -> [PHAssetResource] { fatalError() }
}

public typealias PHAssetResourceDataRequestID = Int32
public let PHInvalidAssetResourceDataRequestID: PHAssetResourceDataRequestID = 0
public typealias PHAssetResourceProgressHandler = (Double) -> Void

/// Settings for reading resource data.
open class PHAssetResourceRequestOptions: NSObject, NSCopying {
    public override init() { fatalError() }
    @discardableResult open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var isNetworkAccessAllowed: Bool { get { fatalError() } set { } }
    open var progressHandler: PHAssetResourceProgressHandler? { get { fatalError() } set { } }
}

/// Data access for asset resources.
open class PHAssetResourceManager: NSObject {
    public override init() { fatalError() }
    @discardableResult open class func `default`() -> PHAssetResourceManager { fatalError() }
    @discardableResult open func requestData(for resource: PHAssetResource, options: PHAssetResourceRequestOptions?, dataReceivedHandler handler: @escaping (Data) -> Void, completionHandler: @escaping ((any Error)?) -> Void) -> PHAssetResourceDataRequestID { fatalError() }
    @discardableResult open func writeData(for resource: PHAssetResource, toFile fileURL: URL, options: PHAssetResourceRequestOptions?, completionHandler: @escaping ((any Error)?) -> Void) { fatalError() }
    open func cancelDataRequest(_ requestID: PHAssetResourceDataRequestID) { fatalError() }
}

// MARK: - Content editing

/// Saved record of the edits made to an asset.
open class PHAdjustmentData: NSObject {
    public init(formatIdentifier: String, formatVersion: String, data: Data) { fatalError() }
    open var formatIdentifier: String { fatalError() }
    open var formatVersion: String { fatalError() }
    open var data: Data { fatalError() }
}

/// Asset content and metadata handed to an editor.
open class PHContentEditingInput: NSObject {
    public override init() { fatalError() }
    open var mediaType: PHAssetMediaType { fatalError() }
    open var mediaSubtypes: PHAssetMediaSubtype { fatalError() }
    open var creationDate: Date? { fatalError() }
    open var location: CLLocation? { fatalError() }
    open var uniformTypeIdentifier: String? { fatalError() }
    open var playbackStyle: PHAsset.PlaybackStyle { fatalError() }
    open var adjustmentData: PHAdjustmentData? { fatalError() }
    open var displaySizeImage: UIImage? { fatalError() }
    open var fullSizeImageURL: URL? { fatalError() }
    open var fullSizeImageOrientation: Int32 { fatalError() }
    open var livePhoto: PHLivePhoto? { fatalError() }
}

/// Edited content and adjustment data to save back.
open class PHContentEditingOutput: NSObject {
    public init(contentEditingInput: PHContentEditingInput) { fatalError() }
    public convenience init(placeholderForCreatedAsset: PHObjectPlaceholder) { fatalError() }
    open var adjustmentData: PHAdjustmentData? { get { fatalError() } set { } }
    open var renderedContentURL: URL { fatalError() }
}

public typealias PHContentEditingInputRequestID = Int

/// Settings for obtaining editing input.
open class PHContentEditingInputRequestOptions: NSObject {
    public override init() { fatalError() }
    open var canHandleAdjustmentData: (PHAdjustmentData) -> Bool { get { fatalError() } set { } }
    open var isNetworkAccessAllowed: Bool { get { fatalError() } set { } }
    open var progressHandler: ((Double, UnsafeMutablePointer<ObjCBool>) -> Void)? { get { fatalError() } set { } }
}

public let PHContentEditingInputResultIsInCloudKey: String = { fatalError() }()
public let PHContentEditingInputCancelledKey: String = { fatalError() }()
public let PHContentEditingInputErrorKey: String = { fatalError() }()
