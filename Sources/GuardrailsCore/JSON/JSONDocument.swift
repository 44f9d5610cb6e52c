/// A JSON file read strictly: its root value and where every value starts, by key path
/// (`layers.api.mayImport[1]`, `""` for the root), so an error about a value can name its line.
public struct JSONDocument: Sendable {
    public let root: JSONValue
    public let positions: [String: JSONPosition]

    public init(root: JSONValue, positions: [String: JSONPosition]) {
        self.root = root
        self.positions = positions
    }

    /// The position of the value at `keyPath`, or of its nearest enclosing value that has one.
    public func position(of keyPath: String) -> JSONPosition? {
        var path = Substring(keyPath)
        while true {
            if let position = positions[String(path)] { return position }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return positions[""] }
            path = path[..<cut]
        }
    }
}
