import Testing

/// Step 2: the composition root, the UI, test support, tests and modules outside any layer may print.
extension ReportingPrintFromInnerLayersTests {
    @Test(arguments: [
        "Sources/App/main.swift", "Sources/UI/Screen.swift", "Sources/TestSupport/Spy.swift",
        "Tests/FeatureTests/LoaderTests.swift", "Sources/Tool/main.swift",
    ])
    func print_atTheEdges_isAllowed(path: String) {
        #expect(makeSUT(path, "func f() { print(1) }").isEmpty)
    }
}
