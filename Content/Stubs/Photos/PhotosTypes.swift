// `import Photos` also gives Foundation and CoreLocation (PHAsset.h imports CoreLocation/CLLocation.h),
// as the real Clang module re-exports its imports.
@_exported import Foundation
@_exported import CoreLocation

// MARK: - PhotosTypes.h

/// Aspect fit or fill for requested images.
@objc(PHImageContentMode)
public enum PHImageContentMode: Int, @unchecked Sendable {
    case aspectFit = 0
    case aspectFill = 1
    public static var `default`: PHImageContentMode { fatalError() }
}

/// Category of a collection list.
@objc(PHCollectionListType)
public enum PHCollectionListType: Int, @unchecked Sendable {
    @available(iOS, introduced: 8.0, deprecated: 13.0, message: "Will be removed in a future release")
    case momentList = 1
    case folder = 2
    case smartFolder = 3
}

/// Finer category of a collection list.
@objc(PHCollectionListSubtype)
public enum PHCollectionListSubtype: Int, @unchecked Sendable {
    @available(iOS, introduced: 8.0, deprecated: 13.0, message: "Will be removed in a future release")
    case momentListCluster = 1
    @available(iOS, introduced: 8.0, deprecated: 13.0, message: "Will be removed in a future release")
    case momentListYear = 2
    case regularFolder = 100
    case smartFolderEvents = 200
    case smartFolderFaces = 201
    case any = 9223372036854775807
}

/// Edits allowed on a collection.
@objc(PHCollectionEditOperation)
public enum PHCollectionEditOperation: Int, @unchecked Sendable {
    case deleteContent = 1
    case removeContent = 2
    case addContent = 3
    case createContent = 4
    case rearrangeContent = 5
    case delete = 6
    case rename = 7
}

/// Category of an asset collection.
@objc(PHAssetCollectionType)
public enum PHAssetCollectionType: Int, @unchecked Sendable {
    case album = 1
    case smartAlbum = 2
    @available(iOS, introduced: 8.0, deprecated: 13.0, message: "Will be removed in a future release")
    case moment = 3
}

/// Finer category of an asset collection.
@objc(PHAssetCollectionSubtype)
public enum PHAssetCollectionSubtype: Int, @unchecked Sendable {
    case albumRegular = 2
    case albumSyncedEvent = 3
    case albumSyncedFaces = 4
    case albumSyncedAlbum = 5
    case albumImported = 6
    case albumMyPhotoStream = 100
    case albumCloudShared = 101
    case smartAlbumGeneric = 200
    case smartAlbumPanoramas = 201
    case smartAlbumVideos = 202
    case smartAlbumFavorites = 203
    case smartAlbumTimelapses = 204
    case smartAlbumAllHidden = 205
    case smartAlbumRecentlyAdded = 206
    case smartAlbumBursts = 207
    case smartAlbumSlomoVideos = 208
    case smartAlbumUserLibrary = 209
    case smartAlbumSelfPortraits = 210
    case smartAlbumScreenshots = 211
    case smartAlbumDepthEffect = 212
    case smartAlbumLivePhotos = 213
    case smartAlbumAnimated = 214
    case smartAlbumLongExposures = 215
    case smartAlbumUnableToUpload = 216
    @available(iOS 15.0, *)
    case smartAlbumRAW = 217
    @available(iOS 15.0, *)
    case smartAlbumCinematic = 218
    @available(iOS 18.0, *)
    case smartAlbumSpatial = 219
    case any = 9223372036854775807
}

/// Edits allowed on an asset.
@objc(PHAssetEditOperation)
public enum PHAssetEditOperation: Int, @unchecked Sendable {
    case delete = 1
    case content = 2
    case properties = 3
}

/// Image, video or audio media kind.
@objc(PHAssetMediaType)
public enum PHAssetMediaType: Int, @unchecked Sendable {
    case unknown = 0
    case image = 1
    case video = 2
    case audio = 3
}

/// Media variant flags (panorama, HDR, Live Photo…).
public struct PHAssetMediaSubtype: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public let rawValue: UInt
    public static var photoPanorama: PHAssetMediaSubtype { fatalError() }
    public static var photoHDR: PHAssetMediaSubtype { fatalError() }
    public static var photoScreenshot: PHAssetMediaSubtype { fatalError() }
    public static var photoLive: PHAssetMediaSubtype { fatalError() }
    public static var photoDepthEffect: PHAssetMediaSubtype { fatalError() }
    @available(iOS 16.0, *)
    public static var spatialMedia: PHAssetMediaSubtype { fatalError() }
    public static var videoStreamed: PHAssetMediaSubtype { fatalError() }
    public static var videoHighFrameRate: PHAssetMediaSubtype { fatalError() }
    public static var videoTimelapse: PHAssetMediaSubtype { fatalError() }
    public static var videoScreenRecording: PHAssetMediaSubtype { fatalError() }
    @available(iOS 15.0, *)
    public static var videoCinematic: PHAssetMediaSubtype { fatalError() }
}

/// Burst pick markers.
public struct PHAssetBurstSelectionType: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public let rawValue: UInt
    public static var autoPick: PHAssetBurstSelectionType { fatalError() }
    public static var userPick: PHAssetBurstSelectionType { fatalError() }
}

/// Origin of an asset.
public struct PHAssetSourceType: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { fatalError() }
    public let rawValue: UInt
    public static var typeUserLibrary: PHAssetSourceType { fatalError() }
    public static var typeCloudShared: PHAssetSourceType { fatalError() }
    public static var typeiTunesSynced: PHAssetSourceType { fatalError() }
}

/// Kind of an asset resource file.
@objc(PHAssetResourceType)
public enum PHAssetResourceType: Int, @unchecked Sendable {
    case photo = 1
    case video = 2
    case audio = 3
    case alternatePhoto = 4
    case fullSizePhoto = 5
    case fullSizeVideo = 6
    case adjustmentData = 7
    case adjustmentBasePhoto = 8
    case pairedVideo = 9
    case fullSizePairedVideo = 10
    case adjustmentBasePairedVideo = 11
    case adjustmentBaseVideo = 12
    @available(iOS 17.0, *)
    case photoProxy = 19
}

/// Photos object kind used in history details.
@available(iOS 16.0, *)
@objc(PHObjectType)
public enum PHObjectType: Int, @unchecked Sendable {
    case asset = 1
    case assetCollection = 2
    case collectionList = 3
}

// MARK: - PHError.h

public let PHPhotosErrorDomain: String = { fatalError() }()

@available(iOS 15.0, *)
public let PHLocalIdentifiersErrorKey: String = { fatalError() }()

/// Photos framework error codes.
public struct PHPhotosError: Error, Hashable, @unchecked Sendable {
    public init(_ code: PHPhotosError.Code, userInfo: [String: Any] = [:]) { fatalError() }
    public static var errorDomain: String { fatalError() }
    public var code: PHPhotosError.Code { fatalError() }
    public var errorCode: Int { fatalError() }
    public var errorUserInfo: [String: Any] { fatalError() }
    public static func == (lhs: PHPhotosError, rhs: PHPhotosError) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }

    @objc(PHPhotosError)
    public enum Code: Int, @unchecked Sendable {
        case internalError = -1
        case userCancelled = 3072
        case libraryVolumeOffline = 3114
        case relinquishingLibraryBundleToWriter = 3142
        case switchingSystemPhotoLibrary = 3143
        @available(iOS 14.0, *)
        case networkAccessRequired = 3164
        @available(iOS 15.0, *)
        case identifierNotFound = 3201
        @available(iOS 15.0, *)
        case multipleIdentifiersFound = 3202
        @available(iOS 15.0, *)
        case changeNotSupported = 3300
        @available(iOS 15.0, *)
        case operationInterrupted = 3301
        @available(iOS 15.0, *)
        case invalidResource = 3302
        @available(iOS 15.0, *)
        case missingResource = 3303
        @available(iOS 15.0, *)
        case notEnoughSpace = 3305
        @available(iOS 15.0, *)
        case requestNotSupportedForAsset = 3306
        @available(iOS 15.0, *)
        case accessRestricted = 3310
        @available(iOS 15.0, *)
        case accessUserDenied = 3311
        @available(iOS 15.4, *)
        case libraryInFileProviderSyncRoot = 5423
    }

    public static var internalError: PHPhotosError.Code { fatalError() }
    public static var userCancelled: PHPhotosError.Code { fatalError() }
    public static var libraryVolumeOffline: PHPhotosError.Code { fatalError() }
    public static var relinquishingLibraryBundleToWriter: PHPhotosError.Code { fatalError() }
    public static var switchingSystemPhotoLibrary: PHPhotosError.Code { fatalError() }
    @available(iOS 14.0, *)
    public static var networkAccessRequired: PHPhotosError.Code { fatalError() }
    @available(iOS 15.0, *)
    public static var identifierNotFound: PHPhotosError.Code { fatalError() }
    @available(iOS 15.0, *)
    public static var multipleIdentifiersFound: PHPhotosError.Code { fatalError() }
    @available(iOS 15.0, *)
    public static var changeNotSupported: PHPhotosError.Code { fatalError() }
    @available(iOS 15.0, *)
    public static var operationInterrupted: PHPhotosError.Code { fatalError() }
    @available(iOS 15.0, *)
    public static var invalidResource: PHPhotosError.Code { fatalError() }
    @available(iOS 15.0, *)
    public static var missingResource: PHPhotosError.Code { fatalError() }
    @available(iOS 15.0, *)
    public static var notEnoughSpace: PHPhotosError.Code { fatalError() }
    @available(iOS 15.0, *)
    public static var requestNotSupportedForAsset: PHPhotosError.Code { fatalError() }
    @available(iOS 15.0, *)
    public static var accessRestricted: PHPhotosError.Code { fatalError() }
    @available(iOS 15.0, *)
    public static var accessUserDenied: PHPhotosError.Code { fatalError() }
    @available(iOS 15.4, *)
    public static var libraryInFileProviderSyncRoot: PHPhotosError.Code { fatalError() }
}
