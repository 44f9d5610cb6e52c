import Foundation
import GuardrailsCore
import Testing

/// Hand-written JSON is read strictly: a key written twice is an error, and every error and value has its line and column.
@Suite struct ReadingJSONStrictlyTests {
    @Test func readsEveryKindOfValueInFileOrder() throws {
        let document = try makeSUT(#"{"b": [1, -2.5e3, true, false, null], "a": {"text": "é\n\u00e9\ud83d\ude00\/"}}"#)

        #expect(document.root == .object([
            JSONMember("b", .array([.int(1), .double(-2500), .bool(true), .bool(false), .null])),
            JSONMember("a", .object([JSONMember("text", .string("é\né😀/"))])),
        ]))
    }

    @Test func everyValueHasTheLineAndColumnWhereItStarts() throws {
        let document = try makeSUT("{\n  \"layers\": {\n    \"api\": {\"mayImport\": [\"domain\", \"nowhere\"]}\n  }\n}")

        #expect(document.positions["layers"] == JSONPosition(line: 2, column: 13))
        #expect(document.positions["layers.api.mayImport[1]"] == JSONPosition(line: 3, column: 37))
        #expect(document.position(of: "layers.api.modules[0]") == JSONPosition(line: 3, column: 12))
    }

    @Test func aDuplicatedKeyIsAnErrorNamingItsKeyPathAndBothLines() {
        let error = #expect(throws: JSONSyntaxError.self) {
            try makeSUT("{\"layers\": {\n  \"api\": {},\n  \"api\": {\"kind\": \"feature\"}\n}}")
        }

        #expect(error?.keyPath == "layers.api")
        #expect(error?.position == JSONPosition(line: 3, column: 3))
        #expect(error?.message.contains("first written at line 2") == true)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a quoted key"),
        ("{\"a\" 1}", 1, 6, "expected ':'"),
        ("[1, 2", 1, 6, "expected ',' or ']'"),
        ("{\"a\": tru}", 1, 7, "expected true"),
        ("{\"a\": 01}", 1, 8, "cannot start with 0"),
        ("{\"a\": \"line\nbreak\"}", 1, 12, "unterminated string"),
        ("{\"a\": \"\\q\"}", 1, 9, "unknown escape"),
        ("\n\n  {} x", 3, 6, "after the end"),
        ("", 1, 1, "empty"),
    ])
    func invalidJSONNamesTheLineAndColumn(text: String, line: Int, column: Int, message: String) {
        let error = #expect(throws: JSONSyntaxError.self) { try makeSUT(text) }

        #expect(error?.position == JSONPosition(line: line, column: column))
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
        #expect(error?.keyPath == nil)
    }

    @Test func columnsCountCharactersNotBytes() {
        let error = #expect(throws: JSONSyntaxError.self) { try makeSUT("{\"ünïcödé\": x}") }

        #expect(error?.position == JSONPosition(line: 1, column: 13))
    }

    @Test func deepNestingIsRejectedInsteadOfExhaustingTheStack() {
        let error = #expect(throws: JSONSyntaxError.self) { try makeSUT(String(repeating: "[", count: 100_000)) }

        #expect(error?.message.contains("nested more than") == true)
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let document = try StrictJSONReader.read([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))

        #expect(document.root["a"] == .int(1))
        #expect(document.positions["a"] == JSONPosition(line: 1, column: 7))
    }

    @Test func whatTheWriterWritesReadsBackTheSame() throws {
        let value = JSONValue.object([
            JSONMember("text", .string("quote \" slash \\ tab \t bell \u{7} é")), JSONMember("list", .array([.int(-3), .bool(true), .null])),
            JSONMember("empty", .object([])),
        ])

        let document = try makeSUT(JSONWriter.text(value))

        #expect(document.root == value)
    }

    private func makeSUT(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
        try StrictJSONReader.read(Array(text.utf8))
    }
}
