import Foundation

/// Whether a name holds a word (`Shell` in `ShellExecutor`, `Mock` in `AutoMockable`), asked of every declaration and
/// attribute. Foundation's `contains` on a `String` bridges to `NSString` and costs thousands of instructions a call; an
/// ASCII name and word (nearly all) are searched byte by byte, with the same answer. Anything else, and an empty word,
/// which no name holds, keep Foundation's answer.
public enum NameSearch {
    public static func contains(_ word: String, in name: String) -> Bool {
        let found = name.utf8.withContiguousStorageIfAvailable { text in
            word.utf8.withContiguousStorageIfAvailable { word in
                isASCII(text) && isASCII(word) && !word.isEmpty ? occurs(word, in: text) : nil
            } ?? nil
        } ?? nil
        return found ?? name.contains(word)
    }

    /// The first of `suffixes` (each as its bytes, `Array("Tests".utf8)`, made once by the caller) that `name` ends with
    /// after at least one more byte, read in place: a string comparison for every type of every file costs more than the
    /// rest of a check asked of the few names that match.
    public static func suffix(of name: String, among suffixes: [[UInt8]]) -> [UInt8]? {
        name.utf8.withContiguousStorageIfAvailable { bytes in
            suffixes.first { suffix in
                guard bytes.count > suffix.count else { return false }
                let start = bytes.count - suffix.count
                for offset in suffix.indices where bytes[start + offset] != suffix[offset] { return false }
                return true
            }
        } ?? suffixes.first { name.utf8.count > $0.count && name.utf8.suffix($0.count).elementsEqual($0) }
    }

    /// Whether every byte of `text` is ASCII, read in place where the text is stored contiguously (walking its `utf8`
    /// view byte by byte costs ten times as much): names and paths alike.
    public static func isASCII(_ text: Substring) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isASCII($0) } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    private static func occurs(_ word: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count <= text.count else { return false }
        for start in 0...(text.count - word.count) where text[start] == word[0] {
            var offset = 1
            while offset < word.count, text[start + offset] == word[offset] { offset += 1 }
            if offset == word.count { return true }
        }
        return false
    }
}
