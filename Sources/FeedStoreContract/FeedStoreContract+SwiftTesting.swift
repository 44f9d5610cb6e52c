import FeedCache
import Testing

extension FeedStoreContract {
    /// Runs `spec` and reports through Swift Testing at the caller's line: each failure is an issue naming the spec.
    ///
    /// A spec that does not apply records a warning that starts with "Skipped" and cancels the test case: Swift
    /// Testing 6.3's console shows a cancelled case of a parameterized test as passed, so the warning is what
    /// makes the skip visible there (the event stream and Xcode show the case as cancelled).
    /// A wrong capability declaration fails every spec, so it is recorded once per test; the other specs of that
    /// test are cancelled without a word.
    public func verify(_ spec: FeedStoreSpec, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        if let problem = declarationProblem, CrashWriterChild.assignment == nil {
            let testID = Test.current.map { String(describing: $0.id) }
            guard DeclarationProblemReports.isFirstReport(of: problem, in: testID) else {
                try Test.cancel("Not run: the capability declaration is wrong (reported once for this test)", sourceLocation: sourceLocation)
            }
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
            return
        }
        switch await evaluate(spec) {
        case .passed:
            return
        case let .failed(messages):
            for message in messages {
                Issue.record("\(spec.sentence): \(message)", sourceLocation: sourceLocation)
            }
        case let .skipped(reason):
            let skipped = "Skipped \"\(spec.sentence)\": \(reason)"
            Issue.record(Comment(rawValue: skipped), severity: .warning, sourceLocation: sourceLocation)
            try Test.cancel(Comment(rawValue: skipped), sourceLocation: sourceLocation)
        }
    }
}
