import Foundation

/// Compiled into Feed by the Xcode project although it sits in the app's folder.
public struct FeedBannerText: Sendable {
    public let title: String

    func load(from url: URL) async throws -> Data {
        try await URLSession.shared.data(from: url).0
    }
}
