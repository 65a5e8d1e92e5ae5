// Modules that `import SwiftUI` makes visible to an iOS app.
//
// The real SwiftUI module re-exports Foundation (and CoreGraphics through it), Combine
// (`ObservableObject`, `@Published`, publishers for `onReceive`), Observation (`@Observable`)
// and, on iOS, UIKit. `#if canImport` keeps the stub buildable while sibling stub
// modules are still being written; it has no effect once they exist.

#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif
@_exported import Foundation
@_exported import Combine
@_exported import Observation
#if canImport(UIKit)
@_exported import UIKit
#endif
