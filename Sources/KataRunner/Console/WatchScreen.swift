/// What the interactive `kata watch` shows, redrawn in place after every check and key: the kata, the step, a
/// progress bar and the last result, then whatever a key asked for (hints, the list), then the keys.
struct WatchScreen: Equatable {
    static let keys = "h hint · n next kata · l list · c check now · q quit"
    static let clear = "\u{1B}[H\u{1B}[2J"

    var title: String
    var step: String
    var progress: String
    var result: [String] = []
    /// What the last key showed: hints, the list of katas, or why a key did nothing.
    var panel: [String] = []
    var status: String

    /// The screen's lines, the first starting with "cursor home, clear screen", cut to `rows` lines when the terminal
    /// says how many it has, so nothing scrolls: the result gives way first, since a re-check shows it again.
    func render(rows: Int?, style: TextStyle) -> [String] {
        let head = [style.bold(title), step, progress, ""]
        let tail = (panel.isEmpty ? [] : [""] + panel) + ["", style.dim(status), style.dim(Self.keys)]
        var body = result
        if let rows {
            let room = max(1, rows - head.count - tail.count - 1)
            if body.count > room {
                body = Array(body.prefix(room - 1)) + [style.dim("… \(body.count - room + 1) more lines: a taller window shows them")]
            }
        }
        var lines = head + body + tail
        lines[0] = Self.clear + lines[0]
        return lines
    }
}
