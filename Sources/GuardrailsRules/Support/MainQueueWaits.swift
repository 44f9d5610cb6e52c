import GuardrailsCore

/// The synchronous hops to the main queue, spelled as `main-thread-check` compares them: `DispatchQueue.main.sync { … }`.
/// `DispatchQueue.main.asyncAndWait { … }` waits for the block as `sync` does, and `main.sync(execute: item)` or
/// `main.asyncAndWait(flags: …, execute: item)` runs the closure `item` as `main.sync { item() }` would.
enum MainQueueWaits {
    /// `tokens` (texts) with each `DispatchQueue.main.asyncAndWait` read as `DispatchQueue.main.sync`, and a trailing
    /// `DispatchQueue.main.sync(…, execute: item)` as `DispatchQueue.main.sync { item() }`.
    static func normalised(_ tokens: [String]) -> [String] {
        var texts = tokens
        for index in texts.indices where texts[index] == "asyncAndWait" && index >= 4 && texts[(index - 4)..<index] == ["DispatchQueue", ".", "main", "."] {
            texts[index] = "sync"
        }
        guard let hop = texts.indices.first(where: { Array(texts[$0...].prefix(5)) == ["DispatchQueue", ".", "main", ".", "sync"] }),
              hop + 5 < texts.count, texts[hop + 5] == "(", texts.count >= hop + 9, texts.last == ")",
              Array(texts.suffix(4).prefix(2)) == ["execute", ":"] else { return texts }
        let item = texts[texts.count - 2]
        guard let first = item.first, first.isLetter || first == "_" else { return texts }
        return Array(texts[..<(hop + 5)]) + ["{", item, "(", ")", "}"]
    }
}
