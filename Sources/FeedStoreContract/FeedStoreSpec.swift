import Testing

/// One sentence of the contract, with the capabilities it needs and the steps that check it.
/// Conformance suites take `FeedStoreSpec.all` as the arguments of one parameterized test, so a spec added
/// here reaches every store's suite without any change there.
public struct FeedStoreSpec: Sendable, CustomStringConvertible, CustomTestStringConvertible {
    public let sentence: String
    public let requirements: [FeedStoreRequirement]
    let body: @Sendable (SpecRun) async throws -> Void

    init(
        _ sentence: String,
        requires requirements: [FeedStoreRequirement] = [],
        body: @escaping @Sendable (SpecRun) async throws -> Void
    ) {
        self.sentence = sentence
        self.requirements = requirements
        self.body = body
    }

    public var description: String { sentence }
    public var testDescription: String { sentence }

    /// Every spec, in the order a reader would check a store.
    public static let all: [FeedStoreSpec] =
        retrieveSpecs + insertSpecs + deleteSpecs + failureSpecs + persistenceSpecs + concurrencySpecs + imageDataSpecs
        + modelBasedSpecs + crashSpecs
}
