import Testing
import SharedAPI
import FeedTestSupport

/// Step 2: whatever went wrong in the client, the caller learns one thing: there was no connection.
extension LoadFeedFromRemoteUseCaseTests {
    @Test func load_failsWithConnectivityWhenTheClientFails() async {
        let (sut, _) = makeSUT(answering: .failure(AnyError()))

        await #expect(throws: RemoteLoadingError.connectivity) {
            try await sut.load(from: FeedFixtures.anyURL())
        }
    }
}
