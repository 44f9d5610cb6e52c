/// `[████░░░░] 5/14 steps`, drawn in ASCII when the output is not a terminal.
enum ProgressBar {
    static func render(done: Int, total: Int, width: Int = 24, style: TextStyle) -> String {
        let filled = total == 0 ? 0 : min(width, done * width / total)
        let (full, empty) = style.isTerminal ? ("█", "░") : ("#", "-")
        let percent = total == 0 ? 0 : done * 100 / total
        return "[\(String(repeating: full, count: filled))\(String(repeating: empty, count: width - filled))] \(done)/\(total) steps (\(percent)%)"
    }
}
