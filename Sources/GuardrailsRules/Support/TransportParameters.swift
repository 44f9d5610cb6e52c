import GuardrailsCore

/// Whether a function takes the transport it talks through as a parameter (`static func send(_ mail: Mail, client: Client)`,
/// `session: URLSession`): its caller chooses the transport, so a test passes its own.
enum TransportParameters {
    /// The platform's HTTP transport, whatever a codebase names its own clients.
    private static let platformTransports: Set<String> = ["URLSession"]
    private static let openers: Set<String> = ["(", "[", "{"]
    private static let closers: Set<String> = [")", "]", "}"]

    /// True when a parameter of the `func` whose declaration starts at `start` is annotated with a type named with one of
    /// `suffixes` (`Client`, `HTTPClient`) or with a platform transport. Qualified names are read by their last part (`Vapor.Client`).
    static func takesTransport(declaredAt start: Int, in tokens: [Token], suffixes: [String]) -> Bool {
        let end = FunctionParameters.names(declaredAt: start, in: tokens).end
        guard let opening = tokens[start..<end].firstIndex(where: { $0.kind == .punctuation && $0.text == "(" }) else { return false }
        // Only a colon of the list itself, not one nested in a default value's call or a closure type, annotates a parameter.
        var depth = 0
        for position in (opening + 1)..<end where tokens[position].kind == .punctuation {
            let text = tokens[position].text
            if openers.contains(text) { depth += 1 } else if closers.contains(text) { depth -= 1 } else if text == ":", depth == 0,
                let name = annotatedTypeName(after: position, before: end, in: tokens),
                platformTransports.contains(name) || suffixes.contains(where: name.hasSuffix) { return true }
        }
        return false
    }

    /// The type name after a parameter's colon, past `inout`, `any`, `some` and attributes; `nil` for a function type or tuple.
    private static func annotatedTypeName(after colon: Int, before end: Int, in tokens: [Token]) -> String? {
        var position = colon + 1
        while position < end, tokens[position].kind == .keyword || tokens[position].kind == .attribute
            || (tokens[position].kind == .identifier && (tokens[position].text == "any" || tokens[position].text == "some")) {
            position += 1
        }
        guard position < end, tokens[position].kind == .identifier else { return nil }
        var name = tokens[position].text
        while position + 2 < end, tokens[position + 1].text == ".", tokens[position + 2].kind == .identifier {
            position += 2
            name = tokens[position].text
        }
        return name
    }
}
