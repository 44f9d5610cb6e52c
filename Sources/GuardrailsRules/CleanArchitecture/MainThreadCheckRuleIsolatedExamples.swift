import GuardrailsCore

/// The examples of `main-thread-check` about a read in code already isolated to the main actor (`MainActorIsolatedRead`):
/// a redundant assertion in a `@MainActor` type's method, against the same read where that isolation does not reach.
enum MainThreadCheckRuleIsolatedExamples {
    static let triggering: [RuleExample] = [
        // A `nonisolated` method, a detached task's closure and a nested type are not on the main actor: the check stands in for isolation.
        RuleExample(
            "Sources/Presentation/BannerQueue.swift",
            "@MainActor\nfinal class BannerQueue {\n    nonisolated func peek() {\n        if !Thread.isMainThread { assertionFailure(\"peek off main\") }\n    }\n}"
        ),
        RuleExample(
            "Sources/Presentation/BannerQueue.swift",
            "@MainActor\nfinal class BannerQueue {\n    func flush() {\n        Task.detached {\n            if Thread.isMainThread { await self.drain() }\n        }\n    }\n}"
        ),
        RuleExample(
            "Sources/Presentation/BannerQueue.swift",
            "@MainActor\nfinal class BannerQueue {\n    final class Slot {\n        func fill() {\n            guard Thread.isMainThread else { return }\n        }\n    }\n}"
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // The type is `@MainActor` (also in its extension, and under an `if`): the compiler keeps these methods on the main actor already.
        RuleExample(
            "Sources/Presentation/BannerQueue.swift",
            "@MainActor\nfinal class BannerQueue: ObservableObject {\n    @Published var current = \"\"\n    func show(_ text: String) {\n        if !Thread.isMainThread {\n            assertionFailure(\"show called off the main thread\")\n        }\n        current = text\n    }\n}\n\nextension BannerQueue {\n    func clear(force: Bool) {\n        if force {\n            assert(Thread.isMainThread, \"clear off main\")\n        }\n        current = \"\"\n    }\n}"
        ),
        RuleExample(
            "Sources/Presentation/Ticker.swift",
            "final class Ticker {\n    @MainActor func tick() {\n        precondition(Thread.isMainThread)\n    }\n}"
        ),
    ]
}
