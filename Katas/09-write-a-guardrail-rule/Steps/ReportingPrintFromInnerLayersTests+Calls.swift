import Testing

/// Step 3: only a call of the standard library's print counts, not a method, a declaration, a comment or a string.
extension ReportingPrintFromInnerLayersTests {
    @Test(arguments: [
        "func f() { output.print(title) }",
        "func print(_ text: String) {}",
        "// print(\"old\")",
        "let text = \"print(x)\"",
        "func f() { printer(1) }",
        "let print = 1",
    ])
    func somethingThatIsNotAPrintCall_isNotReported(source: String) {
        #expect(makeSUT("Sources/Feature/Loader.swift", source).isEmpty)
    }

    @Test(arguments: ["func f() { Swift.print(1) }", "func f() { debugPrint(items) }"])
    func theStandardLibrarysOtherSpellings_areReported(source: String) {
        #expect(makeSUT("Sources/Feature/Loader.swift", source).count == 1)
    }
}
