import GuardrailsCore

/// A controller presented as a sheet that can rest at half height (`sheet.detents = [.medium(), .large()]` on its
/// `sheetPresentationController`, set in the presenting method) and reporting back to the presenter (built with `delegate: self`
/// in that method, or `panel.delegate = self` in the file): the screen's own bottom sheet, a choice of photo source or a consent
/// to tick, answering the screen as an action sheet does. A full-height sheet, or one reporting to nobody here, may hold the
/// next screen and stays navigation.
enum ReportingHalfSheet {
    static func isPresented(_ name: String, after methodStart: Int?, before position: Int, in tokens: [Token]) -> Bool {
        guard let methodStart, methodStart + 4 < position, restsAtHalfHeight(name, from: methodStart, to: position, tokens) else { return false }
        // `let panel = PhotoSourceSheet(delegate: self)` in the method.
        let builtReporting = (methodStart..<(position - 3)).contains { index in
            tokens[index].text == name && tokens[index + 1].text == "=" && (index + 2..<min(position, index + 24)).contains { argument in
                tokens[argument].text == "delegate" && tokens[argument + 1].text == ":" && tokens[argument + 2].text == "self"
                    && [")", ","].contains(tokens[argument + 3].text)
            }
        }
        if builtReporting { return true }
        // `panel.delegate = self` anywhere in the file (a stored sheet wired once).
        return tokens.indices.dropLast(4).contains { index in
            tokens[index].text == name && tokens[index + 1].text == "." && tokens[index + 2].text == "delegate"
                && tokens[index + 3].text == "=" && tokens[index + 4].text == "self"
        }
    }

    /// `name.sheetPresentationController?.detents = [.medium(), …]`, or through a local bound to it (`if let sheet =
    /// name.sheetPresentationController { sheet.detents = [.medium(), .large()] }`).
    private static func restsAtHalfHeight(_ name: String, from start: Int, to end: Int, _ tokens: [Token]) -> Bool {
        var sheets: Set<String> = []
        for index in start..<(end - 2) where tokens[index].text == name && tokens[index + 1].text == "."
            && tokens[index + 2].text == "sheetPresentationController" {
            if index >= 3, tokens[index - 1].text == "=", tokens[index - 2].kind == .identifier,
               tokens[index - 3].text == "let" || tokens[index - 3].text == "var" {
                sheets.insert(tokens[index - 2].text)
            }
            let member = index + 3 < end && tokens[index + 3].text == "?" ? index + 5 : index + 4
            if member < end, tokens[member - 1].text == ".", listsMediumDetent(at: member, end, tokens) { return true }
        }
        return (start..<(end - 2)).contains { index in
            sheets.contains(tokens[index].text) && tokens[index + 1].text == "." && listsMediumDetent(at: index + 2, end, tokens)
        }
    }

    /// `detents = [.medium(), .large()]` at `member`.
    private static func listsMediumDetent(at member: Int, _ end: Int, _ tokens: [Token]) -> Bool {
        guard member + 2 < end, tokens[member].text == "detents", tokens[member + 1].text == "=", tokens[member + 2].text == "[",
              let close = (member + 2..<end).first(where: { tokens[$0].text == "]" }) else { return false }
        return (member + 3..<close).contains { tokens[$0].text == "medium" && tokens[$0 - 1].text == "." }
    }
}
