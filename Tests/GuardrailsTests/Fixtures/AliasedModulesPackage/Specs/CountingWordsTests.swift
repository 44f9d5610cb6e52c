import Markup
import Testing
import Text

@Suite struct CountingWordsTests {
    @Test func countsEveryWord() {
        let sut = makeSUT(["one", "two"])

        #expect(sut.words.count == 2)
        #expect(sut.emphasis == .strong)
    }

    private func makeSUT(_ words: [String]) -> Document {
        Document(words: words, emphasis: .strong)
    }
}
