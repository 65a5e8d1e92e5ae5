import Foundation

/// The outcome of resolving one intent parameter.
open class INIntentResolutionResult: NSObject {
    @available(*, unavailable) public override init() { fatalError() }
    open class func needsValue() -> Self { fatalError() }
    open class func notRequired() -> Self { fatalError() }
    open class func unsupported() -> Self { fatalError() }
}

/// Resolution of a string parameter.
@_inheritsConvenienceInitializers open class INStringResolutionResult: INIntentResolutionResult {
    @available(*, unavailable) public override init()
    open class func success(with resolvedString: String) -> Self { fatalError() }
    open class func disambiguation(with stringsToDisambiguate: [String]) -> Self { fatalError() }
    open class func confirmationRequired(with stringToConfirm: String?) -> Self { fatalError() }
}

/// Resolution of a Boolean parameter.
@_inheritsConvenienceInitializers open class INBooleanResolutionResult: INIntentResolutionResult {
    @available(*, unavailable) public override init()
    open class func success(with resolvedValue: Bool) -> Self { fatalError() }
}

/// Resolution of an integer parameter.
@_inheritsConvenienceInitializers open class INIntegerResolutionResult: INIntentResolutionResult {
    @available(*, unavailable) public override init()
    open class func success(with resolvedValue: Int) -> Self { fatalError() }
}

/// Resolution of a floating-point parameter.
@_inheritsConvenienceInitializers open class INDoubleResolutionResult: INIntentResolutionResult {
    @available(*, unavailable) public override init()
    open class func success(with resolvedValue: Double) -> Self { fatalError() }
}

/// Resolution of a custom INObject parameter.
@_inheritsConvenienceInitializers open class INObjectResolutionResult: INIntentResolutionResult {
    @available(*, unavailable) public override init()
    open class func success(with resolvedObject: INObject) -> Self { fatalError() }
    open class func disambiguation(with objectsToDisambiguate: [INObject]) -> Self { fatalError() }
    open class func confirmationRequired(with objectToConfirm: INObject?) -> Self { fatalError() }
}
