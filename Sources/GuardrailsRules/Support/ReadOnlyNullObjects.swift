import GuardrailsCore

/// A null object that is read-only: storing no `var`, its methods answer constants (`[]`, `""`, `nil`) or hand back a
/// parameter, and refuse with a fixed error (`throw URLError(.unknown)`) what it cannot do, the rest left empty: the
/// scratch location that lists nothing and refuses saves, whose empty `delete` is its job.
enum ReadOnlyNullObjects {
    /// Every non-empty instance method answers as a null object's do (`NullObject`) or refuses as a dead object's do
    /// (`InertConformers`), at least one of each; an error saying the work is unfinished (`notImplemented`) is no refusal.
    static func isReadOnlyNullObject(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        guard type.kind != .protocol, !type.members.contains(where: \.isStoredVar) else { return false }
        let storedLets = NullObject.storedConstants(of: type)
        var answers = 0
        var refusals = 0
        for method in type.members where method.kind == .function && !method.modifiers.contains("static") {
            switch method.body {
            case .empty, .commentOnly:
                continue
            case .none, .nonEmpty:
                if NullObject.answersInputOrConstant(method, storedLets: storedLets, tokens) {
                    answers += 1
                } else if let body = InertConformers.bodyTokens(of: method, tokens), InertConformers.refuses(body) {
                    refusals += 1
                } else {
                    return false
                }
            }
        }
        return answers > 0 && refusals > 0
    }
}
