import FeedCache
import FileFeedStore
import Foundation
import SQLiteFeedStore

/// The stores this benchmark kills writers of, each at a file in a directory.
enum CrashTestStore: String, CaseIterable {
    case file
    case sqlite

    func make(in directory: URL) throws -> any FeedStore & FeedImageDataStore {
        switch self {
        case .file: FileFeedStore(storeURL: directory.appending(path: "feed.json"))
        case .sqlite: try SQLiteFeedStore(storeURL: directory.appending(path: "feed.sqlite"))
        }
    }
}
