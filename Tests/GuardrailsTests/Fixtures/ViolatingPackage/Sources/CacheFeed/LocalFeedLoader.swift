import FeedCache
import FeedFeature
import Foundation

public final class LocalFeedLoader: $UNCHECKED_SENDABLE {
    let notifications = NotificationCenter.default

    // guardrails:disable-next-line main-thread-check -- legacy check, removed with the UIKit adapter
    func isMain() -> Bool { Thread.isMainThread }

    // guardrails:disable-next-line make-sut
    func load() {}

    var store: FeedStore?
}
