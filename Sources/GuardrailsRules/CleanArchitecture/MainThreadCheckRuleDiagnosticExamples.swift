import GuardrailsCore

/// The examples of `main-thread-check` about reads feeding only a diagnostic (`ThreadDiagnosticBranches`): a label a log
/// line is prefixed with, and a debug build's warning that the caller is on the main thread.
enum MainThreadCheckRuleDiagnosticExamples {
    static let triggering: [RuleExample] = [
        // The arm builds the tag and also refreshes: work done only off the main thread.
        RuleExample(
            "Sources/Infrastructure/Journal.swift",
            "enum Journal {\n    static func write(_ line: String) {\n        var tag = \"\"\n        if !Thread.isMainThread {\n            tag += \"[bg]\"\n            refreshBuffers()\n        }\n        print(tag + line)\n    }\n}"
        ),
        // A debug guard followed by work, and the same warning outside `#if DEBUG`.
        RuleExample(
            "Sources/Infrastructure/LedgerStore.swift",
            "final class LedgerStore {\n    func save(_ entry: String) {\n        #if DEBUG\n        guard Thread.isMainThread else { return }\n        print(\"saving \\(entry) on the main thread\")\n        flush()\n        #endif\n    }\n    func remove(_ entry: String) {\n        guard Thread.isMainThread else { return }\n        assertionFailure(\"removing \\(entry) on the main thread\")\n    }\n}"
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // The arm only builds a tag for the printed line, from the thread's identity, in a loop over locals.
        RuleExample(
            "Sources/Infrastructure/Journal.swift",
            "enum Journal {\n    static var sink: (String) -> Void = { line in\n        var tag = \"\"\n        if !Thread.isMainThread {\n            tag += \"[bg \"\n            var code = abs(ObjectIdentifier(Thread.current).hashValue)\n            for _ in 0..<3 {\n                tag.append(Character(UnicodeScalar(code % 26 + 65)!))\n                code /= 26\n            }\n            tag += \"]\"\n        }\n        print(\"Journal │ \" + tag + line)\n    }\n}"
        ),
        // A debug build's warning that a write runs on the view context's (main) thread, a flag choosing how loudly.
        RuleExample(
            "Sources/Infrastructure/LedgerStore.swift",
            "extension NSManagedObjectContext {\n    static func warnIfWritingOnMain(_ entity: String) {\n        #if DEBUG\n        guard Thread.isMainThread else { return }\n        let message = \"write \\(entity) on a background context\"\n        let strict = ProcessInfo.processInfo.arguments.contains(\"-strict-writes\")\n        strict ? assertionFailure(message) : StoreLog.warn(message)\n        #endif\n    }\n}"
        ),
    ]
}
