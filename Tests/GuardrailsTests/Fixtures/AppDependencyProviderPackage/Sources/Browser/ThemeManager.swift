/// App-wide appearance state; listed in guardrails.json as an allowed singleton.
final class ThemeManager {
    static let shared = ThemeManager()

    private(set) var currentTheme: Theme = .system

    private init() {}

    func apply(_ theme: Theme) {
        currentTheme = theme
    }
}
