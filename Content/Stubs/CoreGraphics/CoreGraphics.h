// Minimal CoreGraphics C surface (CGGeometry.h, CGColor.h, CGContext.h, CGPath.h) for the stub SDK. The geometry
// types themselves (CGFloat, CGPoint, CGSize, CGVector, CGRect, CGAffineTransform) are CoreFoundation's, as in
// Apple's SDK since iOS 18 (CFCGTypes.h): Apple's interfaces name them `CoreFoundation.CGPoint`.
#include <CoreFoundation/CoreFoundation.h>
#pragma clang assume_nonnull begin

typedef enum __attribute__((enum_extensibility(open))) CGRectEdge : unsigned int CGRectEdge;
enum CGRectEdge : unsigned int {
  CGRectMinXEdge, CGRectMinYEdge, CGRectMaxXEdge, CGRectMaxYEdge
};

typedef struct __attribute__((objc_bridge(id))) CGColor *CGColorRef;
typedef struct __attribute__((objc_bridge(id))) CGImage *CGImageRef;
typedef const struct __attribute__((objc_bridge(id))) CGPath *CGPathRef;
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


// CGContext drawing (subset), imported as methods on CGContext.
void CGContextSaveGState(CGContextRef c) __attribute__((swift_name("CGContext.saveGState(self:)")));
void CGContextRestoreGState(CGContextRef c) __attribute__((swift_name("CGContext.restoreGState(self:)")));
void CGContextSetAlpha(CGContextRef c, CGFloat alpha) __attribute__((swift_name("CGContext.setAlpha(self:_:)")));
void CGContextSetLineWidth(CGContextRef c, CGFloat width) __attribute__((swift_name("CGContext.setLineWidth(self:_:)")));
void CGContextSetFillColorWithColor(CGContextRef c, CGColorRef _Nullable color) __attribute__((swift_name("CGContext.setFillColor(self:_:)")));
void CGContextSetStrokeColorWithColor(CGContextRef c, CGColorRef _Nullable color) __attribute__((swift_name("CGContext.setStrokeColor(self:_:)")));
void CGContextTranslateCTM(CGContextRef c, CGFloat tx, CGFloat ty) __attribute__((swift_name("CGContext.translateBy(self:x:y:)")));
void CGContextScaleCTM(CGContextRef c, CGFloat sx, CGFloat sy) __attribute__((swift_name("CGContext.scaleBy(self:x:y:)")));
void CGContextRotateCTM(CGContextRef c, CGFloat angle) __attribute__((swift_name("CGContext.rotate(self:by:)")));
void CGContextFillRect(CGContextRef c, CGRect rect) __attribute__((swift_name("CGContext.fill(self:_:)")));
void CGContextStrokeRect(CGContextRef c, CGRect rect) __attribute__((swift_name("CGContext.stroke(self:_:)")));
void CGContextFillEllipseInRect(CGContextRef c, CGRect rect) __attribute__((swift_name("CGContext.fillEllipse(self:in:)")));
void CGContextAddRect(CGContextRef c, CGRect rect) __attribute__((swift_name("CGContext.addRect(self:_:)")));
void CGContextAddEllipseInRect(CGContextRef c, CGRect rect) __attribute__((swift_name("CGContext.addEllipse(self:in:)")));
void CGContextMoveToPoint(CGContextRef c, CGFloat x, CGFloat y);
void CGContextAddLineToPoint(CGContextRef c, CGFloat x, CGFloat y);
void CGContextAddPath(CGContextRef c, CGPathRef path) __attribute__((swift_name("CGContext.addPath(self:_:)")));
void CGContextStrokePath(CGContextRef c) __attribute__((swift_name("CGContext.strokePath(self:)")));
void CGContextFillPath(CGContextRef c) __attribute__((swift_name("CGContext.fillPath(self:)")));
void CGContextClip(CGContextRef c) __attribute__((swift_name("CGContext.clip(self:)")));

// CGPath (subset).
CGMutablePathRef CGPathCreateMutable(void) __attribute__((swift_name("CGMutablePath.init()"))) __attribute__((cf_returns_retained));
CGPathRef CGPathCreateWithRect(CGRect rect, const CGAffineTransform * _Nullable transform) __attribute__((swift_name("CGPath.init(rect:transform:)"))) __attribute__((cf_returns_retained));
CGPathRef CGPathCreateWithEllipseInRect(CGRect rect, const CGAffineTransform * _Nullable transform) __attribute__((swift_name("CGPath.init(ellipseIn:transform:)"))) __attribute__((cf_returns_retained));
CGPathRef CGPathCreateWithRoundedRect(CGRect rect, CGFloat cornerWidth, CGFloat cornerHeight, const CGAffineTransform * _Nullable transform) __attribute__((swift_name("CGPath.init(roundedRect:cornerWidth:cornerHeight:transform:)"))) __attribute__((cf_returns_retained));
void CGPathCloseSubpath(CGMutablePathRef path) __attribute__((swift_name("CGMutablePath.closeSubpath(self:)")));
CGRect CGPathGetBoundingBox(CGPathRef path) __attribute__((swift_name("getter:CGPath.boundingBox(self:)")));
_Bool CGPathIsEmpty(CGPathRef _Nullable path) __attribute__((swift_name("getter:CGPath.isEmpty(self:)")));

#pragma clang assume_nonnull end
