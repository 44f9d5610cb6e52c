import GuardrailsCore

/// A test file still holding the template its generator wrote (Xcode's, SwiftPM's or Tuist's): the index's recognition
/// (`PackageIndex.isTestTemplate`, which `unused-dependency` reads) narrowed to suites whose members are all the template's own
/// functions (`testExample()` comparing literals beside empty `setUpWithError()`), so an empty `test_adds()` still counts as a test to come.
enum UntouchedTestTemplate {
    static func holds(_ file: LintFile, _ index: PackageIndex) -> Bool {
        index.isTestTemplate(path: file.path) && !file.model.types.isEmpty
            && file.model.types.allSatisfy { type in type.members.allSatisfy { templateMembers.contains($0.name) } }
    }

    /// The members the templates declare: set-up and tear-down, the example test and performance test, Swift Testing's
    /// `example()` (Tuist's `exampleTest()`), and SwiftPM's Linux list `allTests`.
    private static let templateMembers: Set = [
        "setUp", "tearDown", "setUpWithError", "tearDownWithError", "testExample", "testPerformanceExample", "testLaunchPerformance",
        "example", "exampleTest", "allTests",
    ]
}
