import Foundation

extension URLSession {
    /// Production networking: explicit timeouts, waits for connectivity, and a disk cache.
    static let reader: URLSession = {
        let configuration = URLSessionConfiguration.default
        configuration.timeoutIntervalForRequest = 30
        configuration.timeoutIntervalForResource = 300
        configuration.waitsForConnectivity = true
        configuration.urlCache = URLCache(memoryCapacity: 8_000_000, diskCapacity: 64_000_000)
        return URLSession(configuration: configuration)
    }()
}
