// SwiftUI stub module for Puente's snippet type-checking.
//
// Conventions used throughout this module:
// - The declarations follow the current SDK (Xcode 26 generation): `View`, `ViewModifier`,
//   `Gesture`, `ToolbarContent`, … are `@MainActor @preconcurrency` protocols; view
//   initializers and modifiers are `nonisolated`; closure parameters carry the SDK's
//   isolation (`@MainActor` button actions, `@isolated(any) @Sendable` binding accessors,
//   `sending @isolated(any)` task bodies).
// - `@available` carries the real iOS introduction version. Soft deprecations are written
//   as the SDK writes them (`deprecated: 100000.0`, which the compiler does not diagnose);
//   hard deprecations carry Apple's version and message.
// - The iOS 27 SDK's data-driven `alert`/`confirmationDialog` overloads are included
//   (Presentation+DataDriven.swift); the rest of the iOS 27 SDK (the `ContentBuilder`
//   alias and the type-agnostic builder) is not modelled.
// - Bodies are `fatalError()`; nothing here runs.
//
// Modules that `import SwiftUI` makes visible to an iOS app: Foundation (and CoreGraphics
// through it), Combine (`ObservableObject`, `@Published`, publishers for `onReceive`),
// Observation (`@Observable`) and, on iOS, UIKit. `#if canImport` keeps this module
// buildable on its own; it has no effect once the sibling stub modules exist.

#if canImport(CoreGraphics)
@_exported import CoreGraphics
#endif
@_exported import Foundation
@_exported import Combine
@_exported import Observation
#if canImport(UIKit)
@_exported import UIKit
#endif
