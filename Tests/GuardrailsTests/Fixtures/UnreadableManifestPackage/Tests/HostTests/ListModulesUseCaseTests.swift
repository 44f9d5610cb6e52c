import Host
import Testing

@Suite struct ListModulesUseCaseTests {
    @Test func listsEveryModule() {
        #expect(makeSUT().modules == ["Audio", "Video"])
    }

    private func makeSUT() -> Host {
        Host()
    }
}
