// Minimal C surface of UIKit (UIGeometry.h) for the stub SDK.
@import CoreGraphics;

typedef struct UIEdgeInsets {
    CGFloat top, left, bottom, right;
} UIEdgeInsets;

typedef struct NSDirectionalEdgeInsets {
    CGFloat top, leading, bottom, trailing;
} NSDirectionalEdgeInsets __attribute__((availability(ios,introduced=11.0)));

typedef struct UIOffset {
    CGFloat horizontal, vertical;
} UIOffset;

/// Constants that describe how an accessibility element behaves.
typedef unsigned long long UIAccessibilityTraits __attribute__((swift_wrapper(struct)));
