/// Folders of test machinery compiled into a production target (`Sources/UITests/`, `Mocks/`, `Sources/AppTestSupport/`):
/// the helpers of UI tests and previews' stand-ins, treated as test code by rules that leave tests alone.
enum TestSupportFolders {
    private static let names: Set<String> = ["Mocks", "Fakes", "Stubs"]

    static func contains(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") || $0.hasSuffix("TestSupport") || names.contains(String($0)) }
    }
}
