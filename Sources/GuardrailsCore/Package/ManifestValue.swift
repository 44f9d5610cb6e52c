/// What a manifest expression evaluates to, as far as targets care.
indirect enum ManifestValue: Sendable {
    case string(String, line: Int, column: Int)
    case array([ManifestValue])
    /// A target declared by a factory such as `.target(…)`, by index into the evaluator's drafts, so
    /// that mutating it (`core.dependencies += …`) reaches the package as it would in SwiftPM.
    case target(Int)
    /// One or more of these targets, picked by a condition the reader could not decide
    /// (`targets.first(where: …)`, `targets.filter { … }`): a change made through it may reach any of them.
    case someTarget([Int])
    /// `Package(…)`; its lists live in the evaluator.
    case package
    /// A call the reader keeps for later interpretation: `.product(…)`, `.copy(…)`, `.library(…)`.
    case call(ManifestCall)
    case closure(ManifestFunction)
    /// `nil`.
    case nothing
    /// A value that does not matter for targets: numbers, booleans, settings, platforms.
    case opaque
    /// An expression the reader could not evaluate, with the construct and its line for the note.
    case unknown(construct: String, line: Int)

    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    /// The value a conditional branch may have produced alongside `other`: lists are merged (the reader
    /// keeps every target any branch declares), unknown sides give way to known ones.
    func merged(with other: ManifestValue) -> ManifestValue {
        switch (self, other) {
        case (.array(let left), .array(let right)):
            let kept = Set(left.compactMap(\.identity))
            var merged = left
            for element in right where element.identity.map({ !kept.contains($0) }) ?? true { merged.append(element) }
            return .array(merged)
        case (_, .unknown), (_, .nothing): return self
        case (.unknown, _), (.nothing, _): return other
        case (.string(let left, _, _), .string(let right, let line, _)):
            return left == right ? self : .unknown(construct: "a string chosen by a condition", line: line)
        default: return self
        }
    }

    /// What makes two entries of merged lists the same entry: the same target, or the same string.
    var identity: ManifestValueIdentity? {
        switch self {
        case .target(let index): .target(index)
        case .string(let text, _, _): .string(text)
        default: nil
        }
    }
}

/// A call kept as a value: its name after the dot and its labelled arguments.
struct ManifestCall: Sendable {
    let name: String
    let arguments: [ManifestArgument]
    let line: Int
    let column: Int
    /// False for a member written without parentheses (`.v5`, `.core`).
    let isCall: Bool

    func argument(_ label: String?) -> ManifestValue? {
        arguments.first { $0.label == label }?.value
    }
}

struct ManifestArgument: Sendable {
    let label: String?
    let value: ManifestValue
}
