import GuardrailsCore

/// The default values of a function's or initializer's parameters, read from its header as token ranges by parameter
/// name: `init(fetch: Fetch = { try await URLSession.shared.data(for: $0) }, retries: Int)` gives `fetch` and the range
/// of its closure. Two overloads offering the same default are told apart from ones choosing different ones.
enum ParameterDefaults {
    private static let opening: Set<String> = ["(", "[", "{"]
    private static let closing: Set<String> = [")", "]", "}"]

    /// The defaults of the `func` or `init` whose keyword is at `start`.
    static func defaults(declaredAt start: Int, in tokens: [Token]) -> [(name: String, range: Range<Int>)] {
        let end = FunctionParameters.names(declaredAt: start, in: tokens).end
        guard let open = tokens[start..<end].firstIndex(where: { $0.kind == .punctuation && $0.text == "(" }) else { return [] }
        // Split the clause at its own commas, then read each parameter's `name: Type = value`.
        var segments: [Range<Int>] = []
        var segmentStart = open + 1
        var nesting = 0
        for position in (open + 1)..<end where tokens[position].kind == .punctuation {
            nesting += opening.contains(tokens[position].text) ? 1 : closing.contains(tokens[position].text) ? -1 : 0
            if nesting == 0, tokens[position].text == "," {
                segments.append(segmentStart..<position)
                segmentStart = position + 1
            }
        }
        segments.append(segmentStart..<end)
        return segments.compactMap { segment in
            guard let colon = segment.first(where: { tokens[$0].text == ":" }), colon > segment.lowerBound,
                  let equals = segment.first(where: { $0 > colon && tokens[$0].text == "=" }) else { return nil }
            return (tokens[colon - 1].text, (equals + 1)..<segment.upperBound)
        }
    }

    /// The text of a default, token by token, so spacing does not tell two equal defaults apart.
    static func text(_ range: Range<Int>, in tokens: [Token]) -> String {
        tokens[range].map(\.text).joined(separator: " ")
    }
}
