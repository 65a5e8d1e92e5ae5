import Foundation
import UniformTypeIdentifiers

/// Metadata describing a searchable item (CSSearchableItemAttributeSet.h and its category headers).
open class CSSearchableItemAttributeSet: NSObject, NSCopying, NSSecureCoding {
    public override init() { fatalError() }
    public init(itemContentType: String) { fatalError() }
    @available(iOS 14.0, *)
    public init(contentType: UTType) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }

    // MARK: CSCustomAttributes
    open func setValue(_ value: (any NSSecureCoding)?, forCustomKey key: CSCustomAttributeKey) { fatalError() }
    open func value(forCustomKey key: CSCustomAttributeKey) -> (any NSSecureCoding)? { fatalError() }

    // MARK: CSGeneral (CSSearchableItemAttributeSet_General.h)

    open var displayName: String? { get { fatalError() } set { } }
    open var alternateNames: [String]? { get { fatalError() } set { } }
    open var path: String? { get { fatalError() } set { } }
    open var contentURL: URL? { get { fatalError() } set { } }
    open var thumbnailURL: URL? { get { fatalError() } set { } }
    open var thumbnailData: Data? { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    open var darkThumbnailURL: URL? { get { fatalError() } set { } }
    open var relatedUniqueIdentifier: String? { get { fatalError() } set { } }
    open var weakRelatedUniqueIdentifier: String? { get { fatalError() } set { } }
    open var metadataModificationDate: Date? { get { fatalError() } set { } }
    open var contentType: String? { get { fatalError() } set { } }
    open var contentTypeTree: [String]? { get { fatalError() } set { } }
    open var keywords: [String]? { get { fatalError() } set { } }
    open var title: String? { get { fatalError() } set { } }
    open var version: String? { get { fatalError() } set { } }
    open var userCreated: NSNumber? { get { fatalError() } set { } }
    open var userOwned: NSNumber? { get { fatalError() } set { } }
    open var userCurated: NSNumber? { get { fatalError() } set { } }
    open var rankingHint: NSNumber? { get { fatalError() } set { } }
    open var domainIdentifier: String? { get { fatalError() } set { } }

    // MARK: CSActionExtras

    open var supportsPhoneCall: NSNumber? { get { fatalError() } set { } }
    open var supportsNavigation: NSNumber? { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    open var actionIdentifiers: [String] { get { fatalError() } set { } }
    @available(iOS 15.0, *)
    open var sharedItemContentType: UTType? { get { fatalError() } set { } }

    // MARK: CSContainment

    open var containerTitle: String? { get { fatalError() } set { } }
    open var containerDisplayName: String? { get { fatalError() } set { } }
    open var containerIdentifier: String? { get { fatalError() } set { } }
    open var containerOrder: NSNumber? { get { fatalError() } set { } }

    // MARK: CSItemProvider

    open var providerDataTypeIdentifiers: [String]? { get { fatalError() } set { } }
    open var providerFileTypeIdentifiers: [String]? { get { fatalError() } set { } }
    open var providerInPlaceFileTypeIdentifiers: [String]? { get { fatalError() } set { } }

    // MARK: CSDocuments (CSSearchableItemAttributeSet_Documents.h)

    open var subject: String? { get { fatalError() } set { } }
    open var theme: String? { get { fatalError() } set { } }
    open var contentDescription: String? { get { fatalError() } set { } }
    open var identifier: String? { get { fatalError() } set { } }
    open var audiences: [String]? { get { fatalError() } set { } }
    open var fileSize: NSNumber? { get { fatalError() } set { } }
    open var pageCount: NSNumber? { get { fatalError() } set { } }
    open var pageWidth: NSNumber? { get { fatalError() } set { } }
    open var pageHeight: NSNumber? { get { fatalError() } set { } }
    open var securityMethod: String? { get { fatalError() } set { } }
    open var creator: String? { get { fatalError() } set { } }
    open var encodingApplications: [String]? { get { fatalError() } set { } }
    open var kind: String? { get { fatalError() } set { } }
    open var fontNames: [String]? { get { fatalError() } set { } }

    // MARK: CSEvents (CSSearchableItemAttributeSet_Events.h)

    open var dueDate: Date? { get { fatalError() } set { } }
    open var completionDate: Date? { get { fatalError() } set { } }
    open var startDate: Date? { get { fatalError() } set { } }
    open var endDate: Date? { get { fatalError() } set { } }
    open var importantDates: [Date]? { get { fatalError() } set { } }
    open var allDay: NSNumber? { get { fatalError() } set { } }

    // MARK: CSMessaging (CSSearchableItemAttributeSet_Messaging.h)

    open var accountIdentifier: String? { get { fatalError() } set { } }
    open var accountHandles: [String]? { get { fatalError() } set { } }
    open var htmlContentData: Data? { get { fatalError() } set { } }
    open var textContent: String? { get { fatalError() } set { } }
    open var authors: [CSPerson]? { get { fatalError() } set { } }
    open var primaryRecipients: [CSPerson]? { get { fatalError() } set { } }
    open var additionalRecipients: [CSPerson]? { get { fatalError() } set { } }
    open var hiddenAdditionalRecipients: [CSPerson]? { get { fatalError() } set { } }
    open var emailHeaders: [String: [Any]]? { get { fatalError() } set { } }
    open var mailboxIdentifiers: [String]? { get { fatalError() } set { } }
    open var authorNames: [String]? { get { fatalError() } set { } }
    open var recipientNames: [String]? { get { fatalError() } set { } }
    open var authorEmailAddresses: [String]? { get { fatalError() } set { } }
    open var recipientEmailAddresses: [String]? { get { fatalError() } set { } }
    open var authorAddresses: [String]? { get { fatalError() } set { } }
    open var recipientAddresses: [String]? { get { fatalError() } set { } }
    open var phoneNumbers: [String]? { get { fatalError() } set { } }
    open var emailAddresses: [String]? { get { fatalError() } set { } }
    open var instantMessageAddresses: [String]? { get { fatalError() } set { } }
    open var likelyJunk: NSNumber { get { fatalError() } set { } }
    @available(iOS 18.4, *)
    open var textContentSummary: String? { fatalError() }
    @available(iOS 18.4, *)
    open var isPriority: NSNumber? { fatalError() }

    // MARK: CSMedia (CSSearchableItemAttributeSet_Media.h)

    open var editors: [String]? { get { fatalError() } set { } }
    open var participants: [String]? { get { fatalError() } set { } }
    open var projects: [String]? { get { fatalError() } set { } }
    open var downloadedDate: Date? { get { fatalError() } set { } }
    open var contentSources: [String]? { get { fatalError() } set { } }
    open var comment: String? { get { fatalError() } set { } }
    open var copyright: String? { get { fatalError() } set { } }
    open var lastUsedDate: Date? { get { fatalError() } set { } }
    open var contentCreationDate: Date? { get { fatalError() } set { } }
    open var contentModificationDate: Date? { get { fatalError() } set { } }
    open var addedDate: Date? { get { fatalError() } set { } }
    open var duration: NSNumber? { get { fatalError() } set { } }
    open var contactKeywords: [String]? { get { fatalError() } set { } }
    open var codecs: [String]? { get { fatalError() } set { } }
    open var mediaTypes: [String]? { get { fatalError() } set { } }
    open var streamable: NSNumber? { get { fatalError() } set { } }
    open var totalBitRate: NSNumber? { get { fatalError() } set { } }
    open var videoBitRate: NSNumber? { get { fatalError() } set { } }
    open var audioBitRate: NSNumber? { get { fatalError() } set { } }
    open var deliveryType: NSNumber? { get { fatalError() } set { } }
    open var organizations: [String]? { get { fatalError() } set { } }
    open var role: String? { get { fatalError() } set { } }
    open var languages: [String]? { get { fatalError() } set { } }
    open var rights: String? { get { fatalError() } set { } }
    open var publishers: [String]? { get { fatalError() } set { } }
    open var contributors: [String]? { get { fatalError() } set { } }
    open var coverage: [String]? { get { fatalError() } set { } }
    open var rating: NSNumber? { get { fatalError() } set { } }
    open var ratingDescription: String? { get { fatalError() } set { } }
    open var playCount: NSNumber? { get { fatalError() } set { } }
    open var information: String? { get { fatalError() } set { } }
    open var director: String? { get { fatalError() } set { } }
    open var producer: String? { get { fatalError() } set { } }
    open var genre: String? { get { fatalError() } set { } }
    open var performers: [String]? { get { fatalError() } set { } }
    open var originalFormat: String? { get { fatalError() } set { } }
    open var originalSource: String? { get { fatalError() } set { } }
    open var local: NSNumber? { get { fatalError() } set { } }
    open var contentRating: NSNumber? { get { fatalError() } set { } }
    open var url: URL? { get { fatalError() } set { } }

    // MARK: CSMusic

    open var audioSampleRate: NSNumber? { get { fatalError() } set { } }
    open var audioChannelCount: NSNumber? { get { fatalError() } set { } }
    open var tempo: NSNumber? { get { fatalError() } set { } }
    open var keySignature: String? { get { fatalError() } set { } }
    open var timeSignature: String? { get { fatalError() } set { } }
    open var audioEncodingApplication: String? { get { fatalError() } set { } }
    open var composer: String? { get { fatalError() } set { } }
    open var lyricist: String? { get { fatalError() } set { } }
    open var album: String? { get { fatalError() } set { } }
    open var artist: String? { get { fatalError() } set { } }
    open var audioTrackNumber: NSNumber? { get { fatalError() } set { } }
    open var recordingDate: Date? { get { fatalError() } set { } }
    open var musicalGenre: String? { get { fatalError() } set { } }
    open var generalMIDISequence: NSNumber? { get { fatalError() } set { } }
    open var musicalInstrumentCategory: String? { get { fatalError() } set { } }
    open var musicalInstrumentName: String? { get { fatalError() } set { } }

    // MARK: CSImages (CSSearchableItemAttributeSet_Images.h)

    open var pixelHeight: NSNumber? { get { fatalError() } set { } }
    open var pixelWidth: NSNumber? { get { fatalError() } set { } }
    open var pixelCount: NSNumber? { get { fatalError() } set { } }
    open var colorSpace: String? { get { fatalError() } set { } }
    open var bitsPerSample: NSNumber? { get { fatalError() } set { } }
    open var flashOn: NSNumber? { get { fatalError() } set { } }
    open var focalLength: NSNumber? { get { fatalError() } set { } }
    open var focalLength35mm: NSNumber? { get { fatalError() } set { } }
    open var acquisitionMake: String? { get { fatalError() } set { } }
    open var acquisitionModel: String? { get { fatalError() } set { } }
    open var cameraOwner: String? { get { fatalError() } set { } }
    open var lensModel: String? { get { fatalError() } set { } }
    open var isoSpeed: NSNumber? { get { fatalError() } set { } }
    open var orientation: NSNumber? { get { fatalError() } set { } }
    open var layerNames: [String]? { get { fatalError() } set { } }
    open var whiteBalance: NSNumber? { get { fatalError() } set { } }
    open var aperture: NSNumber? { get { fatalError() } set { } }
    open var profileName: String? { get { fatalError() } set { } }
    open var resolutionWidthDPI: NSNumber? { get { fatalError() } set { } }
    open var resolutionHeightDPI: NSNumber? { get { fatalError() } set { } }
    open var exposureMode: NSNumber? { get { fatalError() } set { } }
    open var exposureTime: NSNumber? { get { fatalError() } set { } }
    open var exifVersion: String? { get { fatalError() } set { } }
    open var exifgpsVersion: String? { get { fatalError() } set { } }
    open var hasAlphaChannel: NSNumber? { get { fatalError() } set { } }
    open var redEyeOn: NSNumber? { get { fatalError() } set { } }
    open var meteringMode: String? { get { fatalError() } set { } }
    open var maxAperture: NSNumber? { get { fatalError() } set { } }
    open var fNumber: NSNumber? { get { fatalError() } set { } }
    open var exposureProgram: String? { get { fatalError() } set { } }
    open var exposureTimeString: String? { get { fatalError() } set { } }

    // MARK: CSPlaces (CSSearchableItemAttributeSet_Places.h)

    open var headline: String? { get { fatalError() } set { } }
    open var instructions: String? { get { fatalError() } set { } }
    open var thoroughfare: String? { get { fatalError() } set { } }
    open var subThoroughfare: String? { get { fatalError() } set { } }
    open var postalCode: String? { get { fatalError() } set { } }
    open var city: String? { get { fatalError() } set { } }
    open var stateOrProvince: String? { get { fatalError() } set { } }
    open var country: String? { get { fatalError() } set { } }
    open var fullyFormattedAddress: String? { get { fatalError() } set { } }
    open var altitude: NSNumber? { get { fatalError() } set { } }
    open var latitude: NSNumber? { get { fatalError() } set { } }
    open var longitude: NSNumber? { get { fatalError() } set { } }
    open var speed: NSNumber? { get { fatalError() } set { } }
    open var timestamp: Date? { get { fatalError() } set { } }
    open var imageDirection: NSNumber? { get { fatalError() } set { } }
    open var namedLocation: String? { get { fatalError() } set { } }
    open var gpsTrack: NSNumber? { get { fatalError() } set { } }
    open var gpsStatus: String? { get { fatalError() } set { } }
    open var gpsMeasureMode: String? { get { fatalError() } set { } }
    open var gpsdop: NSNumber? { get { fatalError() } set { } }
    open var gpsMapDatum: String? { get { fatalError() } set { } }
    open var gpsDestLatitude: NSNumber? { get { fatalError() } set { } }
    open var gpsDestLongitude: NSNumber? { get { fatalError() } set { } }
    open var gpsDestBearing: NSNumber? { get { fatalError() } set { } }
    open var gpsDestDistance: NSNumber? { get { fatalError() } set { } }
    open var gpsProcessingMethod: String? { get { fatalError() } set { } }
    open var gpsAreaInformation: String? { get { fatalError() } set { } }
    open var gpsDateStamp: Date? { get { fatalError() } set { } }
    open var gpsDifferental: NSNumber? { get { fatalError() } set { } }
}

/// A custom attribute key for an attribute set (CSSearchableItemAttributeSet.h).
open class CSCustomAttributeKey: NSObject, NSCopying, NSSecureCoding {
    @available(*, unavailable)
    public override init() { fatalError() }
    public convenience init?(keyName: String) { fatalError() }
    public init?(keyName: String, searchable: Bool, searchableByDefault: Bool, unique: Bool, multiValued: Bool) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    @discardableResult
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open var keyName: String { fatalError() }
    open var isSearchable: Bool { fatalError() }
    open var isSearchableByDefault: Bool { fatalError() }
    open var isUnique: Bool { fatalError() }
    open var isMultiValued: Bool { fatalError() }
}

extension NSUserActivity {
    public var contentAttributeSet: CSSearchableItemAttributeSet? { get { fatalError() } set { } }
}

public let CSMailboxInbox: String = { fatalError() }()
public let CSMailboxDrafts: String = { fatalError() }()
public let CSMailboxSent: String = { fatalError() }()
public let CSMailboxJunk: String = { fatalError() }()
public let CSMailboxTrash: String = { fatalError() }()
public let CSMailboxArchive: String = { fatalError() }()
