import Feed
import UIKit

public final class FeedViewController: UITableViewController {
    public var items: [FeedItem] = []
}
