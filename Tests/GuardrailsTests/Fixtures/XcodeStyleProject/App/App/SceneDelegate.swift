import Feed
import FeediOS
import Foundation
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func makeFeed() -> FeedViewController {
        let loader = RemoteFeedLoader(url: URL(string: "https://example.com/feed")!)
        _ = loader
        return FeedViewController()
    }
}
