// Minimal Objective-C surface of Foundation for the stub SDK.
@import ObjectiveC;
@import CoreGraphics;

#pragma clang assume_nonnull begin

__attribute__((swift_bridge("Swift.String"))) __attribute__((objc_subclassing_restricted))
@interface NSString : NSObject
@property (readonly) NSUInteger length;
- (instancetype)initWithString:(NSString *)aString;
@end

#pragma clang assume_nonnull end
