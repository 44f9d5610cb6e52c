import Foundation

/// Extracts the text of numbered lines from a file's bytes.
struct LineIndex {
    private let bytes: [UInt8]
    private let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // `memchr` finds each line break many bytes at a time; a file with findings is scanned whole for them.
        starts = bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            guard let base = buffer.baseAddress else { return starts }
            var offset = 0
            while offset < buffer.count, let found = memchr(base + offset, Int32(Byte.newline), buffer.count - offset) {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
            return starts
        }
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
