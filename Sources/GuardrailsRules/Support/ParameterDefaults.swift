import GuardrailsCore

/// The default values of a function's or initializer's parameters, read from its header as token ranges: `init(fetch:
/// Fetch = { try await URLSession.shared.data(for: $0) }, retries: Int)` gives `fetch` and the range of its closure. The
/// one finder of a parameter's start and `=` in a clause: the rules judging a default share it.
enum ParameterDefaults {
    private static let opening: Set<String> = ["(", "[", "{"]
    private static let closing: Set<String> = [")", "]", "}"]

    /// The defaults of the `func` or `init` whose keyword is at `start`, by parameter name. Two overloads offering the same
    /// default are told apart from ones choosing different ones.
    static func defaults(declaredAt start: Int, in tokens: [Token]) -> [(name: String, range: Range<Int>)] {
        let end = FunctionParameters.names(declaredAt: start, in: tokens).end
        guard let open = tokens[start..<end].firstIndex(where: { $0.kind == .punctuation && $0.text == "(" }) else { return [] }
        return parameters(opening: open, end: end, in: tokens).compactMap { parameter in
            guard let equals = parameter.equals, let colon = parameter.range.first(where: { tokens[$0].text == ":" }),
                  colon > parameter.range.lowerBound, colon < equals else { return nil }
            return (tokens[colon - 1].text, (equals + 1)..<parameter.range.upperBound)
        }
    }

    /// `label name: Type` of the parameter holding `position` in the clause whose `(` is at `opening`, when `position`
    /// lies in its default value (after its `=`).
    static func declaration(holding position: Int, opening: Int, in tokens: [Token]) -> ArraySlice<Token>? {
        guard let parameter = parameters(opening: opening, end: position, in: tokens).last, let equals = parameter.equals else { return nil }
        return tokens[parameter.range.lowerBound..<equals]
    }

    /// The clause whose `(` is at `opening` split at its own commas up to `end` (its `)`, or a token inside it, which then
    /// ends the last part), with each parameter's `=`: the first at the clause's level.
    private static func parameters(opening open: Int, end: Int, in tokens: [Token]) -> [(range: Range<Int>, equals: Int?)] {
        var parameters: [(range: Range<Int>, equals: Int?)] = []
        var start = open + 1
        var equals: Int?
        var nesting = 0
        for position in (open + 1)..<end {
            let token = tokens[position]
            if token.kind == .punctuation {
                nesting += opening.contains(token.text) ? 1 : closing.contains(token.text) ? -1 : 0
                if nesting == 0, token.text == "," {
                    parameters.append((start..<position, equals))
                    start = position + 1
                    equals = nil
                }
            } else if nesting == 0, equals == nil, token.text == "=" {
                equals = position
            }
        }
        parameters.append((start..<end, equals))
        return parameters
    }

    /// The text of a default, token by token, so spacing does not tell two equal defaults apart.
    static func text(_ range: Range<Int>, in tokens: [Token]) -> String {
        tokens[range].map(\.text).joined(separator: " ")
    }
}
