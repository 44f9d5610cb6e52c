import GuardrailsCore

/// Reads `NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification, object: field)` (also
/// `addObserver(…, name:…)`, `addObserver(forName:…)`, `notifications(named:…)`) at the `default` token: whether the call
/// observes a notification the framework posts (`Type.…Notification`, of a type the package does not declare), and what its
/// `object:` argument starts with. Posting, or observing the package's own notification (`.refresh`), is not such a call.
enum FrameworkNotificationObservation {
    private static let observers: Set<String> = ["publisher", "addObserver", "notifications"]
    private static let nameLabels: Set<String> = ["for", "forName", "named", "name"]

    /// Whether the call at `position` observes a framework notification, and then the first token of its `object:`
    /// argument (`nil` when there is none, or for `object: nil`).
    static func observation(at position: Int, in tokens: [Token], _ index: PackageIndex) -> (observes: Bool, objectRoot: String?) {
        guard position + 4 < tokens.count, tokens[position + 1].text == ".", observers.contains(tokens[position + 2].text),
              tokens[position + 3].text == "(" else { return (false, nil) }
        var depth = 0
        var names = false
        var object: String?
        var cursor = position + 4
        while cursor + 2 < tokens.count {
            let text = tokens[cursor].text
            if text == "(" || text == "[" || text == "{" { depth += 1 }
            if text == ")" || text == "]" || text == "}" {
                if depth == 0 { break }
                depth -= 1
            }
            let startsArgument = tokens[cursor - 1].text == "(" || tokens[cursor - 1].text == ","
            if depth == 0, startsArgument, tokens[cursor + 1].text == ":" {
                let value = tokens[cursor + 2]
                // `UIResponder.keyboardWillShowNotification`: the framework names its notifications `…Notification`; an
                // app's own (`NSNotification.DocumentRefresh`, declared in an extension) is a broadcast of the package.
                if nameLabels.contains(text), value.kind == .identifier, value.text.first?.isUppercase == true, cursor + 4 < tokens.count,
                   tokens[cursor + 3].text == ".", tokens[cursor + 4].text.hasSuffix("Notification"), index.declarations(named: value.text).isEmpty {
                    names = true
                }
                if text == "object", value.text != "nil" { object = value.text }
            }
            cursor += 1
        }
        return (names, names ? object : nil)
    }
}
