/// Colors only for a terminal that wants them: plain text when piped, when `NO_COLOR` is set, or for `TERM=dumb`.
public struct TextStyle: Sendable {
    public let usesColor: Bool
    /// Whether the output is a terminal; plain output also draws the progress bar in ASCII.
    public let isTerminal: Bool

    public init(usesColor: Bool, isTerminal: Bool) {
        self.usesColor = usesColor
        self.isTerminal = isTerminal
    }

    public static func detect(environment: [String: String], isTerminal: Bool) -> TextStyle {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let dumb = environment["TERM"] == "dumb"
        return TextStyle(usesColor: isTerminal && !noColor && !dumb, isTerminal: isTerminal)
    }

    public static let plain = TextStyle(usesColor: false, isTerminal: false)

    func green(_ text: String) -> String { paint(text, "32") }
    func red(_ text: String) -> String { paint(text, "31") }
    func yellow(_ text: String) -> String { paint(text, "33") }
    func bold(_ text: String) -> String { paint(text, "1") }
    func dim(_ text: String) -> String { paint(text, "2") }

    private func paint(_ text: String, _ code: String) -> String {
        usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
