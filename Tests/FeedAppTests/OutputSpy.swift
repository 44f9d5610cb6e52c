/// Collects what the app writes, and tells the last rendering of the feed apart from earlier ones.
@MainActor
final class OutputSpy {
    private(set) var lines: [String] = []
    private(set) var status: [String] = []

    func write(_ line: String) {
        lines.append(line)
    }

    func writeStatus(_ line: String) {
        status.append(line)
    }

    /// Everything from the last feed title on.
    var lastRendering: String {
        let start = lines.lastIndex(of: "My Feed") ?? lines.endIndex
        return lines[start...].joined(separator: "\n")
    }
}
