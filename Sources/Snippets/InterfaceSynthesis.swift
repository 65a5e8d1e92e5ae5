#if canImport(SwiftParser)
    internal import SwiftParser
    internal import SwiftSyntax
#endif

/// The members the compiler writes for an enum in a source file but not in a module interface, written out for
/// the hand-written Swift that follows a generated module's table in its `.swiftinterface`.
///
/// Built from an interface, a module gets no derived members: `enum ContentMode: Int` there has no `rawValue`
/// and no `init?(rawValue:)` unless the interface spells them, as Apple's interfaces do. A hand-written half is
/// written as source, so each enum gets them here: the raw-value members of an enum with a raw type, `allCases`
/// of a `CaseIterable` one, and the `Hashable` members of one without associated values; all on the line of its
/// closing brace, so every line keeps its number.
enum InterfaceSynthesis {
    /// The types an enum's raw values can have.
    static let rawTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "String",
        "Character", "Double", "Float", "CGFloat",
    ]

    /// `source` with each enum's derived members written out (unchanged where there is nothing to add).
    static func explicitMembers(in source: String) -> String {
        #if canImport(SwiftParser)
            let tree = Parser.parse(source: source)
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(tree)
            guard !finder.insertions.isEmpty else { return source }
            var bytes = Array(source.utf8)
            for (offset, text) in finder.insertions.sorted(by: { $0.0 > $1.0 }) {
                // After code on the brace's line (`case a = 0 }`), a `;` separates the first added member.
                let before = bytes[..<offset].reversed().prefix { $0 != 0x0A }
                let separator = before.contains { $0 != 0x20 && $0 != 0x09 } ? "; " : ""
                bytes.insert(contentsOf: Array((separator + text).utf8), at: offset)
            }
            return String(decoding: bytes, as: UTF8.self)
        #else
            return source
        #endif
    }

    #if canImport(SwiftParser)
        /// Finds each enum and the members it lacks.
        private final class Finder: SyntaxVisitor {
            var insertions: [(Int, String)] = []

            override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
                let name = node.name.text
                let inherited = (node.inheritanceClause?.inheritedTypes ?? []).map {
                    $0.type.trimmedDescription.replacingOccurrences(of: "Swift.", with: "")
                }
                let declared = Set(
                    node.memberBlock.members.flatMap { member -> [String] in
                        if let variable = member.decl.as(VariableDeclSyntax.self) {
                            return variable.bindings.map { $0.pattern.trimmedDescription }
                        }
                        if let function = member.decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
                        if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                            return [
                                "init("
                                    + initializer.signature.parameterClause.parameters.map {
                                        $0.firstName.text + ":"
                                    }.joined() + ")"
                            ]
                        }
                        return []
                    })
                let cases = node.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
                let payloads = cases.contains { $0.elements.contains { $0.parameterClause != nil } }
                let access =
                    node.modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
                    ? "public " : ""
                var members: [String] = []
                if let raw = inherited.first, Self.isRawType(raw), !declared.contains("rawValue") {
                    members += [
                        "\(access)typealias RawValue = \(raw)", "\(access)init?(rawValue: \(raw))",
                        "\(access)var rawValue: \(raw) { get }",
                    ]
                }
                if inherited.contains("CaseIterable"), !declared.contains("allCases") {
                    members += [
                        "\(access)typealias AllCases = [\(name)]", "\(access)static var allCases: [\(name)] { get }",
                    ]
                }
                if !payloads, !cases.isEmpty, !declared.contains("hashValue"), !declared.contains("hash") {
                    members += [
                        "\(access)func hash(into hasher: inout Swift.Hasher)",
                        "\(access)var hashValue: Swift.Int { get }",
                    ]
                }
                if !members.isEmpty {
                    insertions.append(
                        (
                            node.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
                            members.joined(separator: "; ") + " "
                        ))
                }
                return .visitChildren
            }

            static func isRawType(_ name: String) -> Bool { InterfaceSynthesis.rawTypes.contains(name) }
        }
    #endif
}
