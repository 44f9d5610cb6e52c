import GuardrailsCore

/// Reads `NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification, object: field)` (also
/// `addObserver(…, name:…)`, `addObserver(forName:…)`, `notifications(named:…)`, RxCocoa's `rx.notification(…)`, the name also a local or a loop's over a
/// literal list of names) at the `default` token: whether the call
/// observes a notification the framework posts (`Type.…Notification`, of a type the package does not declare, or a
/// `Notification.Name` member with a framework's prefix, `.AVPlayerItemDidPlayToEndTime`, or the package's alias of such a
/// `…Notification`; not a static the package's own extension of that type declares), and what its
/// `object:` argument starts with. Removing such an observer (`removeObserver(self, name: …, object: field)`) undoes it and
/// passes the same test. Posting, or observing the package's own notification (`.refresh`), is not such a call.
enum FrameworkNotificationObservation {
    private static let observers: Set<String> = ["publisher", "addObserver", "notifications", "removeObserver"]
    private static let nameLabels: Set<String> = ["for", "forName", "named", "name"]

    /// Whether the call at `position` observes a framework notification, and then the first token of its `object:`
    /// argument (`nil` when there is none, or for `object: nil`).
    static func observation(at position: Int, in tokens: [Token], _ index: PackageIndex) -> (observes: Bool, objectRoot: String?) {
        guard position + 4 < tokens.count, tokens[position + 1].text == "." else { return (false, nil) }
        var names = false
        let opening: Int
        if observers.contains(tokens[position + 2].text), tokens[position + 3].text == "(" {
            opening = position + 3
        } else if position + 6 < tokens.count, tokens[position + 2].text == "rx", tokens[position + 3].text == ".",
                  tokens[position + 4].text == "notification", tokens[position + 5].text == "(" {
            // RxCocoa's `center.rx.notification(UIResponder.keyboardWillShowNotification, object: field)`: the name unlabelled.
            opening = position + 5
            names = boundValues(of: opening + 1, in: tokens).allSatisfy { isFrameworkNotification(at: $0, in: tokens, index) }
        } else {
            return (false, nil)
        }
        var object: String?
        var subject: Int?
        var message: Int?
        for (label, argument) in LabelledArguments.of(callOpeningAt: opening, in: tokens) {
            if label == "of" { subject = argument }
            if label == "for" { message = argument }
            if nameLabels.contains(label) {
                let values = boundValues(of: argument, in: tokens)
                if values.allSatisfy({ isFrameworkNotification(at: $0, in: tokens, index) }) { names = true }
            }
            if label == "object", tokens[argument].text != "nil" { object = tokens[argument].text }
        }
        // Foundation's typed messages, `addObserver(of: UIApplication.shared, for: .willEnterForeground)`: the subject, a type
        // the package does not declare, names the framework posting them.
        if !names, let subject, let message, isFrameworkMessage(subject: subject, message: message, in: tokens, index) { names = true }
        return (names, names ? object : nil)
    }

    /// `of: UIApplication.shared` (or `UIApplication.self`) with `for: .didBecomeActive`, a message the package does not declare
    /// in its own extension of `NotificationCenter.MessageIdentifier`.
    private static func isFrameworkMessage(subject: Int, message: Int, in tokens: [Token], _ index: PackageIndex) -> Bool {
        let poster = tokens[subject]
        guard poster.kind == .identifier, poster.text.first?.isUppercase == true, message + 1 < tokens.count, tokens[message].text == ".",
              tokens[message + 1].kind == .identifier, index.declarations(named: poster.text).isEmpty else { return false }
        return !declaresOwn(tokens[message + 1].text, on: "MessageIdentifier", index)
    }

    /// `UIResponder.keyboardWillShowNotification`: the framework names its notifications `…Notification`; an app's own
    /// (`NSNotification.DocumentRefresh`, declared in an extension) is a broadcast of the package. Or a framework's name member.
    private static func isFrameworkNotification(at: Int, in tokens: [Token], _ index: PackageIndex) -> Bool {
        let value = tokens[at]
        if value.kind == .identifier, value.text.first?.isUppercase == true, at + 2 < tokens.count,
           tokens[at + 1].text == ".", tokens[at + 2].text.hasSuffix("Notification"), index.declarations(named: value.text).isEmpty,
           !declaresOwn(tokens[at + 2].text, on: value.text, index) {
            return true
        }
        return isFrameworkNameMember(at: at, in: tokens, index)
    }

    /// Whether the call at `position` (`addObserver`, `removeObserver`, …) names, as the value of its `name:` (or `for:`,
    /// `forName:`, `named:`) argument, a framework notification written as a `Notification.Name` member.
    static func namesFrameworkNameMember(at position: Int, in tokens: [Token], _ index: PackageIndex) -> Bool {
        guard position + 3 < tokens.count, tokens[position + 1].text == ".", tokens[position + 3].text == "(" else { return false }
        return LabelledArguments.of(callOpeningAt: position + 3, in: tokens).contains { argument in
            guard nameLabels.contains(argument.label) else { return false }
            return boundValues(of: argument.value, in: tokens).allSatisfy { isFrameworkNameMember(at: $0, in: tokens, index) }
        }
    }

    /// `name: warningName` after `let warningName = UIApplication.didReceiveMemoryWarningNotification` in the same function:
    /// where the local's value starts; after `for name in [UIResponder.keyboardWillShowNotification, …]`, where each element
    /// starts (the observation is of each); any other argument is its own value.
    private static func boundValues(of argument: Int, in tokens: [Token]) -> [Int] {
        let name = tokens[argument]
        guard name.kind == .identifier, name.text.first?.isLowercase == true, argument + 1 < tokens.count,
              tokens[argument + 1].text == "," || tokens[argument + 1].text == ")" else { return [argument] }
        var cursor = argument - 1
        while cursor >= 1, argument - cursor < 256 {
            let text = tokens[cursor].text
            if tokens[cursor].kind == .keyword, text == "func" || text == "init" || text == "class" || text == "struct" || text == "extension" { break }
            if text == name.text, tokens[cursor - 1].text == "let", cursor + 2 < tokens.count, tokens[cursor + 1].text == "=" { return [cursor + 2] }
            if text == name.text, tokens[cursor - 1].text == "for", cursor + 3 < tokens.count, tokens[cursor + 1].text == "in", tokens[cursor + 2].text == "[" {
                let elements = PathProvenance.argumentValues(callOpeningAt: cursor + 2, in: tokens)
                return elements.isEmpty ? [argument] : elements
            }
            cursor -= 1
        }
        return [argument]
    }

    /// `.AVPlayerItemDidPlayToEndTime` (also `Notification.Name.…`, `NSNotification.Name.…`) at `start`: a name the SDK
    /// declares on `Notification.Name`, spelled with its framework's prefix (two or more capitals, then a capitalised word:
    /// `AVPlayerItem…`, `NSManagedObjectContext…`, `UIKeyboard…`), unless the package declares a static of that name in its
    /// own extension of `Notification.Name` or `NSNotification.Name` (`.LDLedgerDidClose` is the package's broadcast), or a static
    /// that extension declares as a framework type's notification whole (`static let appDidBecomeActive = UIApplication.didBecomeActiveNotification`).
    static func isFrameworkNameMember(at start: Int, in tokens: [Token], _ index: PackageIndex) -> Bool {
        var cursor = start
        if cursor + 3 < tokens.count, tokens[cursor].text == "Notification" || tokens[cursor].text == "NSNotification",
           tokens[cursor + 1].text == ".", tokens[cursor + 2].text == "Name" {
            cursor += 3
        }
        guard cursor + 1 < tokens.count, tokens[cursor].text == ".", tokens[cursor + 1].kind == .identifier else { return false }
        let name = tokens[cursor + 1].text
        // `.appDidBecomeActive` where the package's `extension Notification.Name` declares `static let appDidBecomeActive =
        // UIApplication.didBecomeActiveNotification`: the framework's notification under another name.
        if let renamed = index.notificationAliasType(of: name) {
            return index.declarations(named: renamed).isEmpty && index.nestedDeclarations(named: renamed).isEmpty
        }
        guard hasFrameworkPrefix(name) else { return false }
        // `extension Notification.Name` is indexed by its last name, `Name`, qualified by `Notification`.
        let modules = index.modules.map(Optional.some) + [nil]
        return !modules.contains { index.extensionMembers(of: "Name", in: $0).contains(name) }
    }

    /// `UserDefaults.uploadSettingsChangedNotification` where the package's own `extension UserDefaults` declares that static:
    /// the app's broadcast, spelled on a framework type.
    private static func declaresOwn(_ member: String, on type: String, _ index: PackageIndex) -> Bool {
        (index.modules.map(Optional.some) + [nil]).contains { index.extensionMembers(of: type, in: $0).contains(member) }
    }

    /// `AVPlayerItem…`, `NSCalendarDayChanged`: two or more capitals, then a capitalised word.
    private static func hasFrameworkPrefix(_ name: String) -> Bool {
        let capitals = name.prefix { $0.isUppercase && $0.isASCII }
        guard capitals.count >= 3, capitals.count < name.count else { return false }
        return name[name.index(name.startIndex, offsetBy: capitals.count)].isLowercase
    }
}
