// Minimal CoreGraphics C surface (CGBase.h, CGGeometry.h, CGAffineTransform.h) for the stub SDK.
#pragma clang assume_nonnull begin

typedef double CGFloat;

struct CGPoint { CGFloat x; CGFloat y; };
typedef struct CGPoint CGPoint;

struct CGSize { CGFloat width; CGFloat height; };
typedef struct CGSize CGSize;

struct CGVector { CGFloat dx; CGFloat dy; };
typedef struct CGVector CGVector;

struct CGRect { CGPoint origin; CGSize size; };
typedef struct CGRect CGRect;

typedef enum __attribute__((enum_extensibility(open))) CGRectEdge : unsigned int CGRectEdge;
enum CGRectEdge : unsigned int {
  CGRectMinXEdge, CGRectMinYEdge, CGRectMaxXEdge, CGRectMaxYEdge
};

struct CGAffineTransform { CGFloat a, b, c, d; CGFloat tx, ty; };
typedef struct CGAffineTransform CGAffineTransform;

typedef struct __attribute__((objc_bridge(id))) CGColor *CGColorRef;
typedef struct __attribute__((objc_bridge(id))) CGImage *CGImageRef;
typedef struct __attribute__((objc_bridge(id))) CGPath *CGPathRef;
typedef struct __attribute__((objc_bridge(id))) CGPath *CGMutablePathRef;
typedef struct __attribute__((objc_bridge(id))) CGContext *CGContextRef;

CGColorRef CGColorCreateSRGB(CGFloat red, CGFloat green, CGFloat blue, CGFloat alpha)
    __attribute__((swift_name("CGColor.init(srgbRed:green:blue:alpha:)"))) __attribute__((cf_returns_retained))
    __attribute__((availability(ios,introduced=13.0)));
CGColorRef CGColorCreateGenericRGB(CGFloat red, CGFloat green, CGFloat blue, CGFloat alpha)
    __attribute__((swift_name("CGColor.init(red:green:blue:alpha:)"))) __attribute__((cf_returns_retained))
    __attribute__((availability(ios,introduced=13.0)));
CGColorRef CGColorCreateGenericGray(CGFloat gray, CGFloat alpha)
    __attribute__((swift_name("CGColor.init(gray:alpha:)"))) __attribute__((cf_returns_retained))
    __attribute__((availability(ios,introduced=13.0)));
CGFloat CGColorGetAlpha(CGColorRef color) __attribute__((swift_name("getter:CGColor.alpha(self:)")));
CGColorRef CGColorCreateCopyWithAlpha(CGColorRef color, CGFloat alpha)
    __attribute__((swift_name("CGColor.copy(self:alpha:)"))) __attribute__((cf_returns_retained));

#pragma clang assume_nonnull end
