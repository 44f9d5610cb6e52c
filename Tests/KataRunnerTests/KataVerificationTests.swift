import Foundation
import Testing
import KataRunner

/// `kata verify` refuses, before building anything, a kata whose red steps would hide values or whose README leaves
/// the learner guessing the API.
@Suite struct KataVerificationTests {
    @Test(arguments: ["#expect(try sut.load() == [])", "#expect(await sut.load() == [])", "#require(try sut.load().first)"])
    func verify_failsAStepFileWhoseAssertionHidesTheActualValue(_ assertion: String) throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        try fixture.write("import Testing\n@Suite struct DemoTests {\n    @Test func one() throws {\n        \(assertion)\n    }\n}\n", to: "Katas/01-demo/Steps/DemoTests.swift")
        let recorder = ConsoleRecorder()

        #expect(fixture.run(["verify"], on: recorder) == .failure)

        #expect(recorder.output.contains("Katas/01-demo/Steps/DemoTests.swift:4: #"), "\(recorder.output)")
        #expect(recorder.output.contains("hides the actual value when it fails; bind it first"))
        #expect(!recorder.output.contains("[1/2]"), "nothing is built")
    }

    @Test func verify_failsAReadmeThatDoesNotNameTheAPI() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        try fixture.write("# Demo\n\nNo API here.\n", to: "Katas/01-demo/README.md")
        let recorder = ConsoleRecorder()

        #expect(fixture.run(["verify"], on: recorder) == .failure)

        #expect(recorder.output.contains("Katas/01-demo/README.md: no \"## The API the tests use\" section"), "\(recorder.output)")
    }

    private func makeSUT() throws -> KitFixture {
        let fixture = try KitFixture()
        try fixture.write("# Demo\n\n## The API the tests use\n- `Demo()`.\n", to: "Katas/01-demo/README.md")
        return fixture
    }
}
