import GuardrailsCore

/// A controller presented as a sheet that leaves the screen beneath it undimmed and live: the method sets its sheet's
/// `largestUndimmedDetentIdentifier` (`if let sheet = panel.sheetPresentationController { sheet.largestUndimmedDetentIdentifier
/// = .medium }`, or `panel.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium`) before presenting it.
/// The presenting screen stays in use under the sheet, a panel of that screen (a drawer, an editor docked at the bottom),
/// not a move to another screen; a sheet dimming what it covers may hold the next screen.
enum UndimmedSheet {
    static func isPresented(_ name: String, after methodStart: Int?, before position: Int, in tokens: [Token]) -> Bool {
        guard let methodStart, methodStart + 4 < position else { return false }
        // The sheet itself, and the locals bound to it (`let sheet = panel.sheetPresentationController`).
        var sheets: Set<String> = []
        for index in methodStart..<(position - 2) where tokens[index].kind == .identifier && tokens[index].text == name
            && tokens[index + 1].text == "." && tokens[index + 2].text == "sheetPresentationController" {
            if index >= 3, tokens[index - 1].text == "=", tokens[index - 2].kind == .identifier,
               tokens[index - 3].kind == .keyword, tokens[index - 3].text == "let" || tokens[index - 3].text == "var" {
                sheets.insert(tokens[index - 2].text)
            }
            // `panel.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium`.
            let member = index + 3 < position && tokens[index + 3].text == "?" ? index + 5 : index + 4
            if member + 2 < position, tokens[member - 1].text == ".", setsUndimmedDetent(at: member, in: tokens) { return true }
        }
        guard !sheets.isEmpty else { return false }
        return (methodStart..<(position - 4)).contains { index in
            tokens[index].kind == .identifier && sheets.contains(tokens[index].text) && tokens[index + 1].text == "."
                && setsUndimmedDetent(at: index + 2, in: tokens)
        }
    }

    /// `largestUndimmedDetentIdentifier = <detent>` at `member`; `= nil` dims every detent.
    private static func setsUndimmedDetent(at member: Int, in tokens: [Token]) -> Bool {
        tokens[member].text == "largestUndimmedDetentIdentifier" && tokens[member + 1].text == "=" && tokens[member + 2].text != "nil"
    }
}
