import FeedCache
import Testing

extension FeedStoreContract {
    /// Runs `spec` and reports through Swift Testing at the caller's line: each failure is an issue naming the
    /// spec; a spec that does not apply cancels the test case with the reason, so it shows as skipped.
    public func verify(_ spec: FeedStoreSpec, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        switch await evaluate(spec) {
        case .passed:
            return
        case let .failed(messages):
            for message in messages {
                Issue.record("\(spec.sentence): \(message)", sourceLocation: sourceLocation)
            }
        case let .skipped(reason):
            try Test.cancel("Skipped \"\(spec.sentence)\": \(reason)", sourceLocation: sourceLocation)
        }
    }
}
