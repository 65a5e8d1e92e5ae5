// Minimal Objective-C runtime surface (objc/NSObject.h, objc/objc.h) for the stub SDK.
#pragma clang assume_nonnull begin

typedef struct objc_class *Class;
typedef struct objc_object { Class _Nonnull isa; } *id;
typedef struct objc_selector *SEL;
typedef _Bool BOOL;
typedef long NSInteger;
typedef unsigned long NSUInteger;
typedef struct _NSZone NSZone;

@class NSString, Protocol, NSMethodSignature, NSInvocation;

@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) NSUInteger hash;
@property (readonly) Class superclass;
- (Class)class __attribute__((availability(swift, unavailable, message="use 'type(of:)' instead")));
- (instancetype)self;
- (id)performSelector:(SEL)aSelector;
- (id)performSelector:(SEL)aSelector withObject:(nullable id)object;
- (id)performSelector:(SEL)aSelector withObject:(nullable id)object1 withObject:(nullable id)object2;
- (BOOL)isProxy;
- (BOOL)isKindOfClass:(Class)aClass;
- (BOOL)isMemberOfClass:(Class)aClass;
- (BOOL)conformsToProtocol:(Protocol *)aProtocol;
- (BOOL)respondsToSelector:(SEL)aSelector;
@property (readonly, copy) NSString *description;
@optional
@property (readonly, copy) NSString *debugDescription;
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject> {
    Class isa;
}
+ (void)load;
+ (void)initialize;
- (instancetype)init;
+ (instancetype)new;
+ (instancetype)alloc;
- (void)dealloc;
@property (readonly, copy) NSString *debugDescription;
- (id)copy;
- (id)mutableCopy;
+ (BOOL)instancesRespondToSelector:(SEL)aSelector;
+ (BOOL)conformsToProtocol:(Protocol *)protocol;
+ (BOOL)isSubclassOfClass:(Class)aClass;
+ (NSUInteger)hash;
+ (Class)superclass;
+ (Class)class __attribute__((availability(swift, unavailable, message="use 'self' instead")));
+ (NSString *)description;
+ (NSString *)debugDescription;
@end

#pragma clang assume_nonnull end
