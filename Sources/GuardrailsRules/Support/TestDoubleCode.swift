import GuardrailsCore

/// Which tokens belong to test doubles compiled into the app (`MediaProviderMock`, `PreviewFeedStore`, any
/// type in a `Mocks` folder): stand-ins for previews and UI-test modes, not screens users see.
enum TestDoubleCode {
    /// `TestDoubles.defaultMarkers` without `Preview`: `ThemeColorPreview` is a screen's swatch, and previews
    /// themselves are `PreviewCode`'s.
    static let defaultMarkers = TestDoubles.defaultMarkers.filter { $0 != "Preview" }
    /// Folder names whose files hold doubles whatever their types are called.
    private static let folders: Set<String> = ["Mocks", "Fakes", "Stubs", "Preview Content"]

    /// Whether the file lies in a doubles folder (`Mocks/`, `Preview Content/`).
    static func isInDoublesFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folders.contains(String($0)) }
    }

    /// Per token, whether it lies in a file of a doubles folder or in the body of a type named as a double.
    static func mask(_ file: LintFile, markers: [String]) -> [Bool] {
        let tokens = file.tokens
        if isInDoublesFolder(file.path) {
            return [Bool](repeating: true, count: tokens.count)
        }
        let doubles = TestDoubles(markers: markers)
        var mask = [Bool](repeating: false, count: tokens.count)
        for type in file.model.types where type.parent == nil && doubles.isDouble(named: type.name) {
            guard let start = TokenLookup.position(line: type.line, column: type.column, in: tokens),
                  let end = TokenLookup.bodyEnd(from: start, in: tokens) else { continue }
            for position in start...end { mask[position] = true }
        }
        return mask
    }
}
