import GuardrailsCore

/// `NotificationCenter.default.publisher(for: UIApplication.didReceiveMemoryWarningNotification)`, `addObserver(self, selector: …,
/// name: UIDevice.orientationDidChangeNotification, object: nil)`, `notifications(named: NSApplication.didBecomeActiveNotification)`
/// or `addObserver(forName: .AVPlayerItemDidPlayToEndTime, …)` in any type or layer: the system posts its own notifications
/// (a `…Notification` of a type the package does not declare, or a `Notification.Name` member with a framework's prefix) only
/// on the default center, so an injected center would never receive them. Removing such an observer is the same call, and so
/// is a removal naming nothing (`removeObserver(self)` in `deinit`) when the type's every other use of the default center
/// observes or removes such a notification. Posting, and observing the package's own names, stay reported.
enum SystemNotificationObservation {
    static func isObservation(_ reference: Reference, of type: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let tokens = file.tokens
        guard type == "NotificationCenter" || type == "NSNotificationCenter", reference.name == "default",
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens) else { return false }
        switch call(at: position, tokens, index) {
        case .system: return true
        case .other: return false
        case .unnamedRemoval:
            let others = file.model.references.filter {
                $0.enclosingType == reference.enclosingType && $0.base == reference.base && $0.name == reference.name && $0.line != reference.line
            }
            let calls = others.compactMap { other in
                TokenLookup.position(line: Int(other.line), column: Int(other.column), in: tokens).map { call(at: $0, tokens, index) }
            }
            return calls.count == others.count && calls.contains(.system) && calls.allSatisfy { $0 != .other }
        }
    }

    private enum Call { case system, unnamedRemoval, other }

    private static func call(at position: Int, _ tokens: [Token], _ index: PackageIndex) -> Call {
        if FrameworkNotificationObservation.observation(at: position, in: tokens, index).observes { return .system }
        guard position + 2 < tokens.count, tokens[position + 1].text == ".", tokens[position + 2].text == "removeObserver" else { return .other }
        // `removeObserver(self)`, `removeObserver(token)`, or the method passed on unapplied: no name, no object.
        guard position + 3 < tokens.count, tokens[position + 3].text == "(" else { return .unnamedRemoval }
        var cursor = position + 4
        var depth = 0
        while cursor + 1 < tokens.count, cursor < position + 64 {
            let text = tokens[cursor].text
            if text == "(" || text == "[" || text == "{" { depth += 1 }
            if text == ")" || text == "]" || text == "}" {
                if depth == 0 { return .unnamedRemoval }
                depth -= 1
            }
            if depth == 0, text == ",", tokens[cursor + 1].text == "name" || tokens[cursor + 1].text == "object" { return .other }
            cursor += 1
        }
        return .other
    }
}
