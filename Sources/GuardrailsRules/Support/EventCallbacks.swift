import GuardrailsCore

/// Method names that announce an event rather than ask for work: `willDelete()`, `didFinishLoading()`,
/// `receiveRemoteNotification(…)`, `accountDidInitialize()`, `selectionWillChange()`, `onAppear()`. A conformer with nothing
/// to do on the event leaves its callback empty; `refresh()` or `save()` asks for a job.
enum EventCallbacks {
    /// First words of an event callback's name (`on` only before another word: `onboard` is none).
    private static let leadingWords: Set<Substring> = ["will", "did", "receive", "received", "on"]
    /// Words that, after the subject (`accountDidInitialize`, `selectionWillChange`), make the rest an event.
    private static let innerWords = ["Did", "Will"]

    /// Endings of a command conditional by its own name (`closePopoverIfNeeded`): doing nothing is one of its outcomes.
    private static let conditionalEndings = ["IfNeeded", "IfNecessary", "IfPossible"]

    /// `closePopoverIfNeeded()`, `reloadIfNecessary()`: a conformer never in that situation does nothing by the name's own terms.
    static func namesConditionalCommand(_ name: String) -> Bool {
        conditionalEndings.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// First words of an end-of-life hook, called once when the caller is done (`dispose()`, `close()`,
    /// `complete(success:)`): a conformer holding nothing to release or to finish has nothing to do. `cancel`, `stop`,
    /// `reset`, `clear` and `invalidate`, which interrupt work or wipe state the conformer may hold, are not among them.
    private static let endOfLifeWords: Set<Substring> = ["dispose", "close", "complete", "finish"]

    /// `dispose()`, `closeAll()`, `complete(success:)`: the first word, whole, names the end of the object's use.
    static func namesEndOfLifeHook(_ name: String) -> Bool {
        let first = name.prefix { $0.isLowercase }
        return endOfLifeWords.contains(first) && (name.count == first.count || name.dropFirst(first.count).first?.isUppercase == true)
    }

    /// Endings of an event named for what just happened to its subject (`shareButtonTapped()`, `filterChanged()`,
    /// `connectSucceeded()`).
    private static let pastEventEndings = ["Tapped", "Pressed", "Clicked", "Changed", "Toggled", "Succeeded", "Failed"]

    /// The method's name or one of its argument labels announces the event: a delegate callback names its sender
    /// first and the event in a label (`keyboardHelper(_:keyboardWillShowWithState:)`, `picker(_:didSelect:)`).
    static func announcesEvent(_ method: MemberDecl) -> Bool {
        namesEvent(method.name) || method.argumentLabels?.split(separator: ":").contains { namesEvent(String($0)) } == true
    }

    static func namesEvent(_ name: String) -> Bool {
        if pastEventEndings.contains(where: { name.hasSuffix($0) && name.count > $0.count }) { return true }
        let first = name.prefix { $0.isLowercase }
        let rest = name.dropFirst(first.count)
        if leadingWords.contains(first), rest.first?.isUppercase == true || rest.isEmpty && first != "on" { return true }
        return innerWords.contains { word in
            rest.ranges(of: word).contains { range in range.upperBound == rest.endIndex || rest[range.upperBound].isUppercase }
        }
    }
}
