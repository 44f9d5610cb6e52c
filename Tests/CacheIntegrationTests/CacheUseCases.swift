import CacheFeed
import CacheFeedImageData
import FeedCache
import Foundation
import LoadFeedFromCache
import LoadFeedImageDataFromCache
import ValidateFeedCache

/// Every cache use case, composed over one store instance, as one launch of the app would compose them.
struct CacheUseCases {
    let store: any FeedStore & FeedImageDataStore
    let cacher: FeedCacher
    let loader: LocalFeedLoader
    let validator: FeedCacheValidator
    let imageDataCacher: FeedImageDataCacher
    let imageDataLoader: LocalFeedImageDataLoader

    init(store: any FeedStore & FeedImageDataStore, currentDate: @escaping @Sendable () -> Date) {
        self.store = store
        cacher = FeedCacher(store: store, currentDate: currentDate)
        loader = LocalFeedLoader(store: store, currentDate: currentDate)
        validator = FeedCacheValidator(store: store, currentDate: currentDate)
        imageDataCacher = FeedImageDataCacher(store: store)
        imageDataLoader = LocalFeedImageDataLoader(store: store)
    }
}
