// Minimal Objective-C surface of Foundation for the stub SDK.
@import ObjectiveC;
@import CoreGraphics;

#pragma clang assume_nonnull begin

typedef struct _NSRange {
    NSUInteger location;
    NSUInteger length;
} NSRange;


__attribute__((swift_bridge("Swift.String"))) __attribute__((objc_subclassing_restricted))
@interface NSString : NSObject
@property (readonly) NSUInteger length;
- (instancetype)initWithString:(NSString *)aString;
@end

#pragma clang assume_nonnull end
