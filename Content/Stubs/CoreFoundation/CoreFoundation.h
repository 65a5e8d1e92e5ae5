// Clang half of the CoreFoundation stub: the geometry types of Apple's CFCGTypes.h (CoreGraphics re-exports
// them). The Swift overlay (CGFloat as a Swift struct) is CGFloat.swift in this folder.
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

struct CGAffineTransform { CGFloat a, b, c, d; CGFloat tx, ty; };
typedef struct CGAffineTransform CGAffineTransform;

#pragma clang assume_nonnull end
