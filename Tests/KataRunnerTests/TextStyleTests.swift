import Testing
import KataRunner

@Suite struct TextStyleTests {
    @Test func detect_colorsOnlyATerminal() {
        #expect(makeSUT([:], isTerminal: true).usesColor)
        #expect(!makeSUT([:], isTerminal: false).usesColor)
    }

    @Test func detect_respectsNO_COLORAndDumbTerminals() {
        #expect(!makeSUT(["NO_COLOR": "1"], isTerminal: true).usesColor)
        #expect(!makeSUT(["TERM": "dumb"], isTerminal: true).usesColor)
        #expect(makeSUT(["NO_COLOR": ""], isTerminal: true).usesColor)
    }

    private func makeSUT(_ environment: [String: String], isTerminal: Bool) -> TextStyle {
        TextStyle.detect(environment: environment, isTerminal: isTerminal)
    }
}
