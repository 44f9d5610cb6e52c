import Foundation

/// A path pattern: `*` matches within one path component, `**` across components, `?` one character.
public struct Glob: Sendable {
    public let pattern: String
    private let expression: String

    public init(_ pattern: String) {
        self.pattern = pattern
        var regex = "^"
        var characters = Array(pattern)[...]
        while let character = characters.popFirst() {
            switch character {
            case "*" where characters.first == "*":
                characters.removeFirst()
                if characters.first == "/" {
                    characters.removeFirst()
                    regex += "(?:.*/)?"
                } else {
                    regex += ".*"
                }
            case "*": regex += "[^/]*"
            case "?": regex += "[^/]"
            default: regex += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        expression = regex + "$"
    }

    public func matches(_ path: String) -> Bool {
        path.range(of: expression, options: .regularExpression) != nil
    }
}
