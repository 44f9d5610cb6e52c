import GuardrailsCore

/// A controller presented so that the screen beneath stays undimmed and live: the method sets its sheet's
/// `largestUndimmedDetentIdentifier` (`if let sheet = panel.sheetPresentationController { sheet.largestUndimmedDetentIdentifier
/// = .medium }`, or `panel.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium`), or its popover's
/// `passthroughViews` (`popover.passthroughViews = [view]`), before presenting it. The presenting screen stays in use under it,
/// a panel or bubble of that screen (a drawer, an editor docked at the bottom, an info bubble over a map), not a move to
/// another screen; a sheet dimming what it covers may hold the next screen.
enum LiveBeneathPresentation {
    static func isPresented(_ name: String, after methodStart: Int?, before position: Int, in tokens: [Token]) -> Bool {
        guard let methodStart, methodStart + 4 < position else { return false }
        // The sheet or popover itself, and the locals bound to it (`let sheet = panel.sheetPresentationController`).
        var presentations: Set<String> = []
        for index in methodStart..<(position - 2) where tokens[index].kind == .identifier && tokens[index].text == name
            && tokens[index + 1].text == "." && controllers.contains(tokens[index + 2].text) {
            if index >= 3, tokens[index - 1].text == "=", tokens[index - 2].kind == .identifier,
               tokens[index - 3].kind == .keyword, tokens[index - 3].text == "let" || tokens[index - 3].text == "var" {
                presentations.insert(tokens[index - 2].text)
            }
            // `panel.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium`.
            let member = index + 3 < position && tokens[index + 3].text == "?" ? index + 5 : index + 4
            if member + 2 < position, tokens[member - 1].text == ".", leavesLive(at: member, in: tokens) { return true }
        }
        guard !presentations.isEmpty else { return false }
        return (methodStart..<(position - 4)).contains { index in
            tokens[index].kind == .identifier && presentations.contains(tokens[index].text) && tokens[index + 1].text == "."
                && leavesLive(at: index + 2, in: tokens)
        }
    }

    private static let controllers: Set = ["sheetPresentationController", "popoverPresentationController"]

    /// `largestUndimmedDetentIdentifier = <detent>` or `passthroughViews = [...]` at `member`; `= nil` (or `[]`) leaves
    /// nothing beneath live.
    private static func leavesLive(at member: Int, in tokens: [Token]) -> Bool {
        guard tokens[member].text == "largestUndimmedDetentIdentifier" || tokens[member].text == "passthroughViews",
              tokens[member + 1].text == "=", tokens[member + 2].text != "nil" else { return false }
        return !(tokens[member + 2].text == "[" && tokens[member + 3].text == "]")
    }
}
