import GuardrailsCore

/// Domain models are plain values: equal by content, safe to share across concurrency domains.
public struct DomainValueTypesRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "domain-value-types",
        summary: "Domain modules declare no classes or actors; their structs and enums are `Hashable` and `Sendable`.",
        rationale: """
        Law 3: domain models are value types so they carry no identity, no shared mutable state and no \
        lifetime. Hashable makes them comparable in tests and collections; Sendable lets them cross actors. \
        Caseless enums (namespaces) and error types are exempt.
        """,
        defaultSeverity: .error,
        triggering: [
            RuleExample("Sources/Domain/Image.swift", "public final class FeedImage {}"),
            RuleExample("Sources/Domain/Image.swift", "public struct FeedImage: Sendable {}"),
            RuleExample("Sources/Domain/Kind.swift", "public enum Kind: Hashable {\n    case photo\n}"),
        ],
        nonTriggering: [
            RuleExample("Sources/Domain/Image.swift", "public struct FeedImage: Hashable, Sendable {}"),
            RuleExample(
                ExampleFile("Sources/Domain/Image.swift", "public struct FeedImage {}"),
                ExampleFile("Sources/Domain/Image+Conformances.swift", "extension FeedImage: Hashable {}\nextension FeedImage: Sendable {}")
            ),
            RuleExample("Sources/Domain/Policy.swift", "public enum Policy {\n    static let days = 7\n}\npublic enum LoadError: Error {\n    case failed\n}"),
            RuleExample("Sources/Feature/Loader.swift", "public final class Loader {}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard file.layerKind == "domain", !file.isTest else { return [] }
        return file.model.types.compactMap { type in
            if type.kind.isReferenceType {
                return Violation(line: type.line, column: type.column, message: "domain declares \(type.kind.rawValue) '\(type.name)'; model it as a struct or enum")
            }
            guard type.kind == .struct || type.kind == .enum, !isExempt(type) else { return nil }
            let missing = ["Hashable", "Sendable"].filter { conformance in
                !type.inherits(conformance)
                    && !context.index.conformers(of: conformance).contains { $0.name == type.name && $0.module == file.module }
            }
            guard !missing.isEmpty else { return nil }
            return Violation(line: type.line, column: type.column, message: "domain type '\(type.name)' is not \(missing.joined(separator: " and ")); domain models are Hashable, Sendable values")
        }
    }

    private func isExempt(_ type: TypeDecl) -> Bool {
        let isNamespace = type.kind == .enum && !type.members.contains { $0.kind == .enumCase }
        return isNamespace || type.inherits("Error")
    }
}
