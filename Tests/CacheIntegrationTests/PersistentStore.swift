import FeedCache
import FileFeedStore
import Foundation
import SQLiteFeedStore
import Testing

/// The persistent stores the cache use cases are run against; each instance is opened anew at the same file.
enum PersistentStore: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case file
    case sqlite

    var testDescription: String { rawValue }

    func open(in directory: URL) throws -> any FeedStore & FeedImageDataStore {
        switch self {
        case .file: FileFeedStore(storeURL: directory.appending(path: "feed.json"))
        case .sqlite: try SQLiteFeedStore(storeURL: directory.appending(path: "feed.sqlite"))
        }
    }
}
