// expected: observable-root-in-state
import SwiftUI

@MainActor
@Observable
final class DownloadQueue {
    var pending: [URL] = []
}

struct DownloadsView: View {
    private var queue = DownloadQueue()

    var body: some View {
        List(queue.pending, id: \.self) { url in
            Text(url.lastPathComponent)
        }
    }
}
