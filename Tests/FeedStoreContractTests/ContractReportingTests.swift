import FeedStoreContract
import InMemoryFeedStore
import Testing

@Suite struct ContractReportingTests {
    @Test func specThatDoesNotApplyIsSkippedWithTheMissingCapability() async throws {
        let spec = try #require(FeedStoreSpec.all.first { $0.sentence == "image data survives a new instance" })

        let outcome = await makeSUT().evaluate(spec)

        #expect(outcome == .skipped("needs .persistent, which this store does not declare"))
    }

    @Test func imageDataDeclaredByAStoreWithoutImageDataIsRejected() async throws {
        let sut = FeedStoreContract<FeedOnlyStore>(capabilities: [.imageData]) { _ in FeedOnlyStore() }

        let outcome = await sut.evaluate(FeedStoreSpec.all[0])

        #expect(outcome == .failed([
            "Contradictory capabilities: FeedOnlyStore declares .imageData but does not conform to FeedImageDataStore. Conform it, or remove .imageData.",
        ]))
    }

    @Test func imageDataStoreThatDoesNotDeclareImageDataIsRejected() async {
        let outcome = await makeSUT(capabilities: []).evaluate(FeedStoreSpec.all[0])

        #expect(outcome == .failed([
            "Undeclared capability: InMemoryFeedStore conforms to FeedImageDataStore but does not declare .imageData, so its image data would go unchecked. Declare .imageData, or opt out with .skipsImageData(because:).",
        ]))
    }

    @Test func imageDataStoreThatOptsOutHasItsImageDataSpecsSkippedWithItsReason() async throws {
        let spec = try #require(FeedStoreSpec.all.first { $0.sentence == "image data is gone after the feed is deleted" })
        let sut = makeSUT(capabilities: [.skipsImageData(because: "images live in the CDN cache")])

        let outcome = await sut.evaluate(spec)

        #expect(outcome == .skipped("image data is not checked for this store: images live in the CDN cache"))
        #expect(await sut.evaluate(FeedStoreSpec.all[0]) == .passed)
    }

    @Test func sameFailureDeclaredTwiceIsRejected() async {
        let sut = makeSUT(capabilities: [.imageData, .failing(.insert) { _, _ in }, .failing(.insert) { _, _ in }])

        let outcome = await sut.evaluate(FeedStoreSpec.all[0])

        #expect(outcome == .failed([
            "Contradictory capabilities: InMemoryFeedStore declares .failing(.insert) more than once, so the specs cannot tell which failure to inject. Keep one.",
        ]))
    }

    @Test func everyProblemOfADeclarationIsInItsOneMessage() async {
        let sut = makeSUT(capabilities: [.crashConsistent, .failing(.delete) { _, _ in }, .failing(.delete) { _, _ in }])

        let outcome = await sut.evaluate(FeedStoreSpec.all[0])

        #expect(outcome == .failed([
            """
            Undeclared capability: InMemoryFeedStore conforms to FeedImageDataStore but does not declare .imageData, so its image data would go unchecked. Declare .imageData, or opt out with .skipsImageData(because:).
            Contradictory capabilities: InMemoryFeedStore declares .failing(.delete) more than once, so the specs cannot tell which failure to inject. Keep one.
            Contradictory capabilities: InMemoryFeedStore declares .crashConsistent but not .persistent: a store that forgets everything has nothing to keep after a crash. Declare .persistent, or remove .crashConsistent.
            """,
        ]))
    }

    @Test func failureIsRecordedUnderTheSpecSentence() async throws {
        let spec = try #require(FeedStoreSpec.all.first { $0.sentence == "insert delivers error on failure" })
        let sut = makeSUT(capabilities: [.imageData, .failing(.insert) { _, _ in }])

        try await withKnownIssue {
            try await sut.verify(spec)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("insert delivers error on failure: expected insert after the injected failure to throw") }
        }
    }

    @Test func specsAreShownByTheirSentence() {
        #expect(FeedStoreSpec.all.map(\.testDescription) == FeedStoreSpec.all.map(\.sentence))
        #expect(Set(FeedStoreSpec.all.map(\.sentence)).count == FeedStoreSpec.all.count, "sentences are unique")
    }

    private func makeSUT(capabilities: [FeedStoreCapability<InMemoryFeedStore>] = [.imageData]) -> FeedStoreContract<InMemoryFeedStore> {
        FeedStoreContract(capabilities: capabilities) { _ in InMemoryFeedStore() }
    }
}
