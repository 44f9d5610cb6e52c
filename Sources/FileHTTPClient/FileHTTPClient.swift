import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SharedAPI

/// Serves `file://` URLs from a folder laid out like the API, so the app runs offline against recorded
/// answers. A request is answered with the file at the URL's path, its query (if any) appended to the
/// file name as written in the URL: `v1/feed?limit=10` is the file named `feed?limit=10` in `v1`.
/// A missing file is a 404, as a static server would answer; a missing folder is a failed connection.
public struct FileHTTPClient: HTTPClient {
    public struct Unreachable: Error, Equatable, CustomStringConvertible {
        public let url: URL

        public var description: String { "cannot serve \(url.absoluteString): not a file:// URL inside an existing folder" }
    }

    private let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    public func get(from url: URL) async throws -> (Data, HTTPURLResponse) {
        guard url.isFileURL, isDirectory(root) else {
            throw Unreachable(url: url)
        }
        let file = URL(fileURLWithPath: url.path + (url.query.map { "?\($0)" } ?? "")).standardizedFileURL
        guard file.path.hasPrefix(root.path + "/"), !isDirectory(file), let data = try? Data(contentsOf: file) else {
            return (Data(), response(for: url, statusCode: 404))
        }
        return (data, response(for: url, statusCode: 200))
    }

    private func isDirectory(_ url: URL) -> Bool {
        (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true
    }

    private func response(for url: URL, statusCode: Int) -> HTTPURLResponse {
        HTTPURLResponse(url: url, statusCode: statusCode, httpVersion: "HTTP/1.1", headerFields: nil)!
    }
}
