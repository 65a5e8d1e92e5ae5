// Not an Apple module. The toolchain's own Foundation macros (`#Predicate`, `#Expression`: swift-foundation's
// FoundationMacros plugin, the same implementation Apple ships) write their expansions against
// `FoundationEssentials`, the name of Foundation's Swift half on Linux. On iOS those declarations are
// Foundation's, so this module only re-exports the Foundation stub: an expansion's
// `FoundationEssentials.PredicateExpressions.build_Equal(…)` then finds Apple's declaration. A snippet that
// imports `FoundationEssentials` itself is refused by the checker (it does not exist on iOS).
@_exported import Foundation
