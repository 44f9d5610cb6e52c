/// Extracts the text of numbered lines from a file's bytes.
struct LineIndex {
    private let bytes: [UInt8]
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for (offset, byte) in bytes.enumerated() where byte == Byte.newline { starts.append(offset + 1) }
    }

    /// The line's text without surrounding whitespace; empty when the line does not exist.
    func text(ofLine line: Int) -> String {
        guard line >= 1, line <= starts.count else { return "" }
        var start = starts[line - 1]
        var end = line < starts.count ? starts[line] - 1 : bytes.count
        while start < end, bytes[start] == Byte.space || bytes[start] == Byte.tab { start += 1 }
        while end > start, [Byte.space, Byte.tab, Byte.carriageReturn].contains(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
