// expected: client-shape
protocol PodcastClient {
    func episodes(page: Int) async throws -> [Episode]
}
