/// Method names that announce an event rather than ask for work: `willDelete()`, `didFinishLoading()`,
/// `receiveRemoteNotification(…)`, `accountDidInitialize()`, `selectionWillChange()`, `onAppear()`. A conformer with nothing
/// to do on the event leaves its callback empty; `refresh()` or `save()` asks for a job.
enum EventCallbacks {
    /// First words of an event callback's name (`on` only before another word: `onboard` is none).
    private static let leadingWords: Set<Substring> = ["will", "did", "receive", "received", "on"]
    /// Words that, after the subject (`accountDidInitialize`, `selectionWillChange`), make the rest an event.
    private static let innerWords = ["Did", "Will"]

    static func namesEvent(_ name: String) -> Bool {
        let first = name.prefix { $0.isLowercase }
        let rest = name.dropFirst(first.count)
        if leadingWords.contains(first), rest.first?.isUppercase == true || rest.isEmpty && first != "on" { return true }
        return innerWords.contains { word in
            rest.ranges(of: word).contains { range in range.upperBound == rest.endIndex || rest[range.upperBound].isUppercase }
        }
    }
}
