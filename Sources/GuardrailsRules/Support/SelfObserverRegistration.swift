import GuardrailsCore

/// `PHPhotoLibrary.shared().register(self)`, `…unregisterChangeObserver(self)`, `XCTestObservationCenter.shared.addTestObserver(self)`:
/// a framework's process-wide hub (a type the package does not declare) used only to (un)register the receiver itself as its
/// observer or delegate. There is one hub to hear from, as with observing the default center, and nothing of it is read or
/// driven, so there is nothing to inject. A notification center is a bus, judged by its own observations; another argument
/// than `self` alone (`addObserver(self, selector:…)`, `removeItem(at: self)`), or any other call on the hub, is still reached for.
enum SelfObserverRegistration {
    private static let verbs = ["register", "unregister", "add", "remove"]

    static func isRegistration(_ reference: Reference, of type: String, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard !type.hasSuffix("NotificationCenter"), var next = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens)
        else { return false }
        next += 1
        // `shared()`: the accessor's empty call.
        if next + 1 < tokens.count, tokens[next].text == "(", tokens[next + 1].text == ")" { next += 2 }
        guard next + 4 < tokens.count, tokens[next].text == ".", tokens[next + 1].kind == .identifier,
              verbs.contains(where: { tokens[next + 1].text.hasPrefix($0) }), tokens[next + 2].text == "(", !tokens[next + 2].followsSpace else { return false }
        // `self` alone, unlabelled: a labelled one is something else the receiver stands for (`removeItem(at: self)`, a path).
        guard tokens[next + 3].text == "self", tokens[next + 4].text == ")" else { return false }
        return index.declarations(named: type).isEmpty && index.nestedDeclarations(named: type).isEmpty
    }
}
