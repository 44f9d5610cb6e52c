$TESTABLE_IMPORT CacheFeed
import Testing

@Suite struct LocalFeedLoaderTests {
    @Test func loadDeliversNothing() {
        LocalFeedLoader().load()
    }

    @Test func loadTwiceDeliversNothing() {
        LocalFeedLoader().load()
        LocalFeedLoader().load()
    }
}
