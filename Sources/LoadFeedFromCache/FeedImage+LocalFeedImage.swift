import FeedFeature
import FeedCache

extension FeedImage {
    init(_ image: LocalFeedImage) {
        self.init(id: image.id, description: image.description, location: image.location, url: image.url)
    }
}
