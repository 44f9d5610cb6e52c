import FeedFeature
import FeedCache

extension LocalFeedImage {
    init(_ image: FeedImage) {
        self.init(id: image.id, description: image.description, location: image.location, url: image.url)
    }
}
