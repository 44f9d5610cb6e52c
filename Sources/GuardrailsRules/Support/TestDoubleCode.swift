import GuardrailsCore

/// Which tokens belong to test doubles compiled into the app (`MediaProviderMock`, `PreviewFeedStore`, any
/// type in a `Mocks` folder): stand-ins for previews and UI-test modes, not screens users see.
enum TestDoubleCode {
    /// `TestDoubles.defaultMarkers` without `Preview`: `ThemeColorPreview` is a screen's swatch, and previews
    /// themselves are `PreviewCode`'s.
    static let defaultMarkers = TestDoubles.defaultMarkers.filter { $0 != "Preview" }
    /// Folder names whose files hold doubles whatever their types are called (`Service/Mock/` beside `Service/Live/`).
    private static let folders: Set<String> = [
        "Mocks", "Fakes", "Stubs", "Mock", "Fake", "Stub", "Mocking", "TestDoubles", "Preview Content",
    ]

    /// Whether the file lies in a doubles folder (`Mocks/`, `Preview Content/`).
    static func isInDoublesFolder(_ path: String) -> Bool {
        PackagePath.components(Substring(path)).dropLast().contains { folders.contains(String($0)) }
    }

    /// Endings of target names made for previews and doubles (`AppPreviews`, `NetworkMocks`).
    private static let targetSuffixes = ["Previews", "Mocks", "Fakes", "Stubs"]

    /// The whole file is a stand-in: it lies in a doubles folder or a preview/doubles target, or its name is a
    /// double's (`MockDatabase.swift` declaring a `Database` that previews compile against).
    static func isDoubleFile(_ file: LintFile, markers: [String]) -> Bool {
        if isInDoublesFolder(file.path) { return true }
        if let module = file.module, targetSuffixes.contains(where: module.hasSuffix) { return true }
        return isNamedAsDouble(file.path, TestDoubles(markers: markers))
    }

    /// Whether the file's name, whole or a part of it between `+`s (`Parcel+Sample.swift`), is a double's
    /// (`MockDatabase.swift`): one reading of a doubles file's name for every rule.
    static func isNamedAsDouble(_ path: String, _ doubles: TestDoubles) -> Bool {
        guard let name = PackagePath.components(Substring(path)).last?.prefix(while: { $0 != "." }) else { return false }
        return doubles.isDouble(named: String(name)) || name.split(separator: "+").contains { doubles.isDouble(named: String($0)) }
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
