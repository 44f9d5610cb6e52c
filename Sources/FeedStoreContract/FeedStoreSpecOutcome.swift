/// What running one spec against one store found. The contract reports it through Swift Testing or XCTest;
/// `FeedStoreContract.evaluate(_:)` hands it back as a value, which is how a store's own tooling (or the
/// contract's tests of wrong stores) can inspect failures instead of recording them.
public enum FeedStoreSpecOutcome: Sendable, Equatable {
    case passed
    /// Each message says what the spec expected and what the store did.
    case failed([String])
    /// The spec does not apply to this store; the reason names the missing capability.
    case skipped(String)
}
