import GuardrailsCore

/// Internal debug screens (`FlagsDebugView.swift`, `QA Tools/`): designers maintain no icons or colors for them, so the
/// design-system rules skip them (`system-image`, `hardcoded-color`).
enum DebugScreens {
    /// A path component names a debug screen (`…DebugView…`, `…DebugMenu…`) or holds one of `words` as a whole word.
    static func isDebugScreen(_ path: String, words: [String]) -> Bool {
        path.split(separator: "/").contains { component in
            namesDebugScreen(component) || words.contains { WholeWords.holds($0, in: component) }
        }
    }

    /// `FileSizeDebugViewController.swift`, `FeatureFlagsDebugSettings/`: an internal debug screen; not a
    /// product's debugging feature (`DebugUtility/`, an IDE's debugger area).
    static func namesDebugScreen(_ component: Substring) -> Bool {
        ["DebugView", "DebugScreen", "DebugSettings", "DebugMenu"].contains { component.contains($0) }
    }
}
