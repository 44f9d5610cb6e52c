/// The comment written directly above a declaration (`//` lines, or a `/* … */` block), read from the file's text
/// since the lexer keeps no comments, and whether it says why the declaration's body is empty.
enum ExplainingComment {
    /// True when the comment lines right above `line` (attributes between them skipped) explain an empty body
    /// (`// Nothing to release: this store keeps no handles`), and do not mark work left to do (`// TODO: complete`).
    static func explainsEmptiness(above line: Int, in source: [UInt8]) -> Bool {
        let lines = commentLines(above: line, in: source)
        if let heading = lines.first, isExplainingHeading(heading) { return true }
        let text = lines.joined(separator: " ").lowercased()
        guard !text.isEmpty else {
            // A section heading is often set off from its group by one blank line.
            return line > 2 && isBlank(line: line - 1, in: source) && commentLines(above: line - 1, in: source).first.map(isExplainingHeading) == true
        }
        guard !pendingMarkers.contains(where: { text.contains($0) }) else { return false }
        return explanations.contains { text.contains($0) }
    }

    /// `// MARK: - Tags (no-op for this logger)`: a section heading saying its group does nothing on purpose, in the words
    /// a type's comment would use (`no-op`, `ignored`, `not supported`; not `empty` or `nothing`, which a heading may say of data).
    private static func isExplainingHeading(_ text: String) -> Bool {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("// mark:"), !lowered.contains("todo"), !lowered.contains("fixme") else { return false }
        return typeExplanations.contains { lowered.contains($0) }
    }

    /// True when line `line` (1-based) holds only spaces.
    private static func isBlank(line: Int, in source: [UInt8]) -> Bool {
        var current = 1
        var offset = 0
        while current < line, offset < source.count {
            if source[offset] == UInt8(ascii: "\n") { current += 1 }
            offset += 1
        }
        guard current == line else { return false }
        while offset < source.count, source[offset] != UInt8(ascii: "\n") {
            if source[offset] != UInt8(ascii: " ") && source[offset] != UInt8(ascii: "\t") && source[offset] != UInt8(ascii: "\r") { return false }
            offset += 1
        }
        return true
    }

    /// True when the doc comment above a type (`line`, its declaration; attributes between them skipped) says the type
    /// does nothing on purpose (`/// A no-op pacing`, `/// Ignores back pressure: …`), which explains each empty
    /// witness it declares. Only words that describe the type's behavior count: a type's comment saying `empty` or
    /// `nothing` may be about its data (`a queue that starts empty`).
    static func describesInertType(above line: Int, in source: [UInt8]) -> Bool {
        let text = commentAbove(line: line, in: source).lowercased()
        guard !text.isEmpty, !pendingMarkers.contains(where: { text.contains($0) }) else { return false }
        return typeExplanations.contains { text.contains($0) }
    }

    private static func commentAbove(line: Int, in source: [UInt8]) -> String {
        commentLines(above: line, in: source).joined(separator: " ")
    }

    /// The lines of the comment right above `line` (attributes between them skipped), trimmed, from the nearest up.
    static func commentLines(above line: Int, in source: [UInt8]) -> [String] {
        guard line > 1, !source.isEmpty else { return [] }
        var starts = [0]
        for (offset, byte) in source.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
            if starts.count >= line { break }
        }
        guard starts.count >= line else { return [] }
        var comment: [String] = []
        var inBlock = false
        var current = line - 2
        while current >= 0 {
            let end = starts[current + 1] - 1
            let text = String(decoding: source[starts[current]..<max(starts[current], end)], as: UTF8.self).trimmingSpaces()
            if inBlock {
                comment.append(text)
                if text.hasPrefix("/*") { inBlock = false }
            } else if text.hasPrefix("//") {
                comment.append(text)
            } else if text.hasSuffix("*/") {
                comment.append(text)
                inBlock = !text.hasPrefix("/*")
            } else if !(text.hasPrefix("@") && comment.isEmpty) {
                break
            }
            current -= 1
        }
        return comment
    }

    /// Words that say a body is empty on purpose.
    private static let explanations = [
        "nothing", "no-op", "noop", "no op", "not implement", "intentional", "empty", "unused", "not needed", "no need",
        "not supported", "unsupported", "ignore", "irrelevant", "not required", "not applicable", "unnecessary",
    ]

    /// Words that say a whole type does nothing on purpose.
    private static let typeExplanations = [
        "no-op", "noop", "no op", "does nothing", "do nothing", "doing nothing", "ignore", "intentional", "not needed", "no need",
        "unnecessary", "not supported", "unsupported", "not applicable", "not required",
    ]

    /// Words that mark work left to do or a section heading, not an explanation.
    private static let pendingMarkers = ["todo", "fixme", "mark:"]
}

private extension String {
    func trimmingSpaces() -> String {
        let scalars = unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
        var trimmed = String(String.UnicodeScalarView(scalars))
        while let last = trimmed.last, last == " " || last == "\t" || last == "\r" { trimmed.removeLast() }
        return trimmed
    }
}
