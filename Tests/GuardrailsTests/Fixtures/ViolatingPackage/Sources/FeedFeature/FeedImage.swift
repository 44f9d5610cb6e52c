import Foundation
import UIKit

public final class FeedImage {
    public let image: UIImage? = nil
}
