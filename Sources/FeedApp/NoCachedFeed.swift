/// Offline with nothing fresh in the cache: a failed load, so the user is told the app could not connect instead of
/// being shown an empty feed.
struct NoCachedFeed: Error {}
