import GuardrailsCore

/// The examples of `domain-value-types` about conformances a package macro adds, and about classes fanning out to a
/// collection of collaborators.
extension DomainValueTypesRule {
    static let macroTriggeringExamples: [RuleExample] = [
        // A macro of the package adding other conformances leaves Hashable missing; an unknown attribute adds nothing.
        RuleExample(
            ExampleFile(
                "Sources/Domain/Lenient.swift",
                "@attached(member, names: named(init), named(rawValue))\n@attached(extension, conformances: RawRepresentable, CustomStringConvertible)\npublic macro Lenient<T>() = #externalMacro(module: \"LenientMacros\", type: \"Lenient\")"
            ),
            ExampleFile("Sources/Domain/Grade.swift", "@Lenient<String>\npublic enum Grade: Sendable {\n    case draft\n    case other(String)\n}\n\n@Audited\npublic enum Shelf: Sendable {\n    case top\n    case custom(Int)\n}")
        ),
        // A class holding a collection of plain data (or of a protocol requiring no method) is a model with identity.
        RuleExample(
            "Sources/Domain/Playlist.swift",
            "public protocol Titled {\n    var title: String { get }\n}\n\npublic final class Playlist {\n    public var songs: [String] = []\n    public var covers: [Titled] = []\n    public init() {}\n    public func add(_ song: String) { songs.append(song) }\n}"
        ),
    ]

    static let macroNonTriggeringExamples: [RuleExample] = [
        // The package's own macro declares the Hashable conformance its expansion adds to every enum it annotates.
        RuleExample(
            ExampleFile(
                "Sources/Domain/Tolerant.swift",
                "@attached(member, names: named(init), named(rawValue), named(unknown))\n@attached(\n    extension,\n    conformances: RawRepresentable,\n    Hashable\n)\npublic macro Tolerant<T>() = #externalMacro(module: \"TolerantMacros\", type: \"Tolerant\")"
            ),
            ExampleFile("Sources/Domain/Tier.swift", "public struct Member: Hashable, Sendable {\n    @Tolerant<String>\n    public enum Tier: Sendable, Codable {\n        case bronze\n        case gold\n        case unknown(String)\n    }\n\n    public let tier: Tier\n}")
        ),
        // A fan-out over a collection of collaborators (a package protocol that requires methods) is a service, as one keeping a single one is.
        RuleExample(
            "Sources/Domain/Relay.swift",
            "import Foundation\n\npublic protocol Listener {\n    func hear(_ word: String)\n}\n\npublic final class Relay {\n    private var listeners: [Listener] = []\n    private var named: [String: Listener] = [:]\n    private let queue = DispatchQueue(label: \"relay\")\n    public init() {}\n    public func add(_ listener: Listener) { queue.sync { listeners.append(listener) } }\n    public func say(_ word: String) { queue.sync { listeners.forEach { $0.hear(word) } } }\n}"
        ),
    ]
}
