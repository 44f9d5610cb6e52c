import GuardrailsCore

/// Whether a `Type.shared` read is a value fetched by an async static getter (`try await Receipt.shared`,
/// `try await Receipt.shared.signature`): the `await` sits right before the type and the chain after it reads
/// properties without calling anything, so what is awaited is the getter, answering a record rather than an object
/// with a lifetime. Only a type the package does not declare counts (a package actor's `await Counter.shared.value`
/// is its singleton), and a call in the chain (`try await Store.shared.restore()`) awaits that call on the singleton.
enum AwaitedSharedValue {
    static func isFetchedValue(_ reference: Reference, of type: String, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position >= 3, tokens[position - 1].text == ".", tokens[position - 2].text == type, tokens[position - 3].text == "await",
              index.declarations(named: type).isEmpty, index.nestedDeclarations(named: type).isEmpty else { return false }
        var next = position + 1
        while next + 1 < tokens.count, tokens[next].text == ".", tokens[next + 1].kind == .identifier { next += 2 }
        guard next < tokens.count else { return true }
        let follower = tokens[next]
        return !(follower.kind == .punctuation && (follower.text == "{" || (follower.text == "(" && !follower.followsSpace)))
    }
}
