/// Foundation's own file readers, `String(contentsOf: url)`, `Data(contentsOfFile: path)`: the one list of their names that
/// `DeclarationTraits` (a file-system adapter's reads) and rules (a query before such a read) share.
public enum FoundationFileReader {
    /// The types whose initializer reads a file.
    public static let readers: Set<String> = ["String", "Data", "NSString", "NSData"]
    /// The labels of that initializer's path or URL argument.
    public static let labels: Set<String> = ["contentsOf", "contentsOfFile"]

    /// Whether the reader's call opens at `position`: `String(contentsOf`, `Data(contentsOfFile`.
    public static func opensCall(at position: Int, in tokens: [Token]) -> Bool {
        position + 2 < tokens.count && tokens[position + 1].text == "(" && labels.contains(tokens[position + 2].text)
            && readers.contains(tokens[position].text)
    }
}
