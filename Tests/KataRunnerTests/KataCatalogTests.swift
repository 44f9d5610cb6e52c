import Foundation
import Testing
import KataRunner

@Suite struct KataCatalogTests {
    @Test func load_findsTheKataFoldersInOrder() throws {
        let (sut, fixture) = try makeSUT()
        defer { fixture.remove() }

        #expect(sut.katas.map(\.id) == ["01-demo"])
        #expect(sut.katas.first?.testTarget == "DemoTests")
    }

    @Test(arguments: ["1", "01", "demo", "01-demo"])
    func kata_isFoundByNumberSlugOrFolder(_ query: String) throws {
        let (sut, fixture) = try makeSUT()
        defer { fixture.remove() }

        #expect(try sut.kata(named: query).id == "01-demo")
    }

    @Test func kata_unknownNameListsTheKatas() throws {
        let (sut, fixture) = try makeSUT()
        defer { fixture.remove() }

        #expect(throws: KataError("no kata \"9\"; choose one of: 01-demo (see `kata list`)", exitCode: .usage)) {
            try sut.kata(named: "9")
        }
    }

    @Test func load_namesAStepFileThatDoesNotExist() throws {
        let fixture = try KitFixture()
        defer { fixture.remove() }
        try FileManager.default.removeItem(at: fixture.url("Katas/01-demo/Steps/DemoTests+Two.swift"))

        #expect(throws: KataError("Katas/01-demo/kata.json: steps[1].test: Steps/DemoTests+Two.swift does not exist", exitCode: .badData)) {
            try KataCatalog.load(from: fixture.url("Katas"))
        }
    }

    // MARK: - Helpers

    private func makeSUT() throws -> (KataCatalog, KitFixture) {
        let fixture = try KitFixture()
        return (try KataCatalog.load(from: fixture.url("Katas")), fixture)
    }
}
