/// The labels test code passes when it builds a type: `Uploader(session: StubSession(), retries: 2)` in a test passes
/// `session` and `retries`; and whether it assigns a member of a name (`config.session = stub`). Test files are read and lexed again, only those whose text names the type, only when a
/// rule asks about a candidate finding.
enum TestInitializerCalls {
    static func labels(passedTo type: String, in sources: [(path: String, source: LintInput.Source)]) -> Set<String> {
        let name = Array(type.utf8)
        guard !name.isEmpty else { return [] }
        var passed: Set<String> = []
        for (path, source) in sources {
            guard let bytes = bytes(of: path, source), contains(name, in: bytes) else { continue }
            passed.formUnion(labels(passedTo: type, in: Lexer.lex(bytes).tokens))
        }
        return passed
    }

    /// `Type(label: …)` or `Type.init(label: …)`: the labels at the call's own level.
    static func labels(passedTo type: String, in tokens: [Token]) -> Set<String> {
        var labels: Set<String> = []
        for position in tokens.indices where tokens[position].kind == .identifier && tokens[position].text == type {
            var open = position + 1
            if open + 1 < tokens.count, tokens[open].text == ".", tokens[open + 1].text == "init" { open += 2 }
            guard open < tokens.count, tokens[open].text == "(", !tokens[open].followsSpace else { continue }
            var depth = 0
            for cursor in open..<tokens.count {
                let token = tokens[cursor]
                if token.kind == .punctuation, ["(", "[", "{"].contains(token.text) { depth += 1 }
                if token.kind == .punctuation, [")", "]", "}"].contains(token.text) { depth -= 1; if depth == 0 { break } }
                if depth == 1, token.kind == .identifier || token.kind == .keyword, cursor + 1 < tokens.count, tokens[cursor + 1].text == ":",
                   tokens[cursor - 1].text == "(" || tokens[cursor - 1].text == "," {
                    labels.insert(token.text)
                }
            }
        }
        return labels
    }

    /// Some test file assigns the member: `config.handler = stub`, `self.handler = stub` (a `.` before the name, `=` after it).
    static func assigns(member name: String, in sources: [(path: String, source: LintInput.Source)]) -> Bool {
        let bytesOfName = Array(name.utf8)
        guard !bytesOfName.isEmpty else { return false }
        for (path, source) in sources {
            guard let bytes = bytes(of: path, source), contains(bytesOfName, in: bytes) else { continue }
            let tokens = Lexer.lex(bytes).tokens
            if tokens.indices.contains(where: { position in
                position >= 1 && position + 1 < tokens.count && tokens[position].text == name && tokens[position - 1].text == "."
                    && tokens[position + 1].kind == .operator && tokens[position + 1].text == "="
            }) { return true }
        }
        return false
    }

    /// The bytes of a test file kept by where its text is (`TypeFactTable.testSources`), read again on demand.
    static func bytes(of path: String, _ source: LintInput.Source) -> [UInt8]? {
        switch source {
        case .text(let text): Array(text.utf8)
        case .file(let absolutePath): SourceFileReader.bytes(atPath: absolutePath)
        case .packageFile(let root): SourceFileReader.bytes(atPath: root + "/" + path)
        }
    }

    /// A byte search first: most test files never name the type, and are not lexed.
    private static func contains(_ name: [UInt8], in bytes: [UInt8]) -> Bool {
        guard bytes.count >= name.count, let first = name.first else { return false }
        var position = 0
        let last = bytes.count - name.count
        while position <= last {
            if bytes[position] == first, bytes[position..<(position + name.count)].elementsEqual(name) { return true }
            position += 1
        }
        return false
    }
}
