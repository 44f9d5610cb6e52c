/// Renders a report's items in chunks on several threads and writes them in order as they are ready, so a
/// report of many findings is built in parallel like the lint itself and never held whole in memory, with
/// the same text whatever the parallelism.
enum ReportChunks {
    static let size = 128

    static func stream<Item: Sendable>(
        _ items: [Item], jobs: Int, separator: String = "", to output: (String) -> Void, _ render: @Sendable (Item) -> String
    ) {
        let chunkCount = (items.count + size - 1) / size
        let batch = max(1, jobs) * 2
        var first = 0
        while first < chunkCount {
            let texts = ParallelMap.map(count: min(batch, chunkCount - first), jobs: jobs) { [first] offset in
                let chunk = first + offset
                var text = chunk == 0 ? "" : separator
                for index in chunk * size..<min(items.count, (chunk + 1) * size) {
                    if index > chunk * size { text += separator }
                    text += render(items[index])
                }
                return text
            }
            texts.forEach(output)
            first += batch
        }
    }

    /// A JSON array of one value per item, written at `indent`, its elements built in parallel and streamed.
    static func streamJSONArray<Item: Sendable>(
        _ items: [Item], indent: Int, jobs: Int, to output: (String) -> Void, _ value: @Sendable (Item) -> JSONValue
    ) {
        guard !items.isEmpty else { return output("[]") }
        let padding = String(repeating: " ", count: indent + 2)
        output("[\n")
        stream(items, jobs: jobs, separator: ",\n", to: output) { padding + JSONWriter.text(value($0), indent: indent + 2) }
        output("\n" + String(repeating: " ", count: indent) + "]")
    }
}
