import GuardrailsCore

/// The examples of `shared-instance-access` about a table of constants the code ships (`BundledConstantsTable`): a struct
/// storing only `let`s, nesting only such values, whose `static let shared` is decoded from a resource of the module's
/// bundle or built from literals; and the near misses still reported.
enum SharedInstanceAccessRuleBundledTableExamples {
    static let triggering: [RuleExample] = [
        // A table storing a `var`: one reader may change what every other reads.
        RuleExample(
            ExampleFile(
                "Sources/Feature/UploadLimits.swift",
                "import Foundation\npublic struct UploadLimits: Decodable {\n    public var timeout: Double\n    public let attempts: Int\n}\nextension UploadLimits {\n    public static let shared = Bundle.module.decode(UploadLimits.self, from: \"UploadLimits\")\n}"
            ),
            ExampleFile("Sources/Feature/UploadPolicy.swift", "struct UploadPolicy {\n    func attempts() -> Int { UploadLimits.shared.attempts }\n}")
        ),
        // Built from a value read elsewhere, not from literals: a configuration the caller could be given.
        RuleExample(
            ExampleFile(
                "Sources/Feature/UploadLimits.swift",
                "public struct UploadLimits {\n    public let timeout: Double\n    public let attempts: Int\n}\nextension UploadLimits {\n    public static let shared = UploadLimits(timeout: RemoteSettings.timeout, attempts: 3)\n}"
            ),
            ExampleFile("Sources/Feature/UploadPolicy.swift", "struct UploadPolicy {\n    func attempts() -> Int { UploadLimits.shared.attempts }\n}")
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // Decoded once from a file the module's bundle ships: constants, nothing to inject.
        RuleExample(
            ExampleFile(
                "Sources/Feature/UploadLimits.swift",
                "import Foundation\npublic struct UploadLimits: Decodable, Sendable {\n    public struct Retry: Decodable, Sendable {\n        public let attempts: Int\n        public let delay: Double\n    }\n    public let timeout: Double\n    public let retry: Retry\n}\nextension UploadLimits {\n    public static let shared = Bundle.module.decode(UploadLimits.self, from: \"UploadLimits\")\n}"
            ),
            ExampleFile("Sources/Feature/UploadPolicy.swift", "struct UploadPolicy {\n    func attempts() -> Int { UploadLimits.shared.retry.attempts }\n}")
        ),
        // Built from literals only.
        RuleExample(
            ExampleFile(
                "Sources/Feature/UploadLimits.swift",
                "public struct UploadLimits {\n    public let timeout: Double\n    public let label: String\n    public static let shared = UploadLimits(timeout: 30, label: \"uploads\")\n}"
            ),
            ExampleFile("Sources/Feature/UploadPolicy.swift", "struct UploadPolicy {\n    func label() -> String { UploadLimits.shared.label }\n}")
        ),
    ]
}
