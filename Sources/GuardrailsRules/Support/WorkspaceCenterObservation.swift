import GuardrailsCore

/// `NSWorkspace.shared.notificationCenter.publisher(for: NSWorkspace.willSleepNotification)` (or `addObserver(forName:…)`,
/// `removeObserver(…, name:…)`): AppKit posts its workspace notifications only on the workspace's own center, so observing
/// one there is the same as observing a framework notification on the default center, which no injected center would
/// receive. Anything else done with the workspace (`open`, `activateFileViewerSelecting`), or posting on its center, stays reported.
enum WorkspaceCenterObservation {
    static func isObservation(_ reference: Reference, of type: String, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard type == "NSWorkspace", reference.name == "shared",
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 2 < tokens.count, tokens[position + 1].text == ".", tokens[position + 2].text == "notificationCenter" else { return false }
        return FrameworkNotificationObservation.observation(at: position + 2, in: tokens, index).observes
    }
}
