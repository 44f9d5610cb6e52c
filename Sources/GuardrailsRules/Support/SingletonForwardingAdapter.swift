import GuardrailsCore

/// Whether a singleton read sits in the adapter that exists to wrap it: a class or struct conforming to a protocol
/// the package declares and doubles (a conformer in a test target or named `Mock…`, `…Stub`), that stores nothing,
/// whose every method and property reaches the singleton's type, and most of which forward to the singleton's member of
/// the same name (`var appUserID: String { Purchases.shared.appUserID }`): it mirrors the API it wraps. Consumers hold
/// the protocol and tests pass the double, so the adapter is the live side of that injection point. An extension
/// adopting a protocol, or a method using the singleton for its own work (`fileExists` to filter), is not one.
enum SingletonForwardingAdapter {
    static func contains(_ reference: Reference, of singleton: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let typeIndex = Int(reference.enclosingType)
        let type = types[typeIndex]
        let doubles = TestDoubles(markers: TestDoubles.defaultMarkers)
        guard type.kind == .class || type.kind == .struct,
              !type.members.contains(where: { ($0.isStoredVar || $0.isLet) && !$0.modifiers.contains("static") }),
              type.inheritance.contains(where: { inherited in
                  index.declarations(named: inherited.name).contains { $0.kind == .protocol }
                      && index.conformers(of: inherited.name).contains(where: doubles.isDouble)
              }) else { return false }
        let forwards = type.members.filter { $0.kind == .function || $0.kind == .variable }.sorted { $0.line < $1.line }
        let inType = file.model.references.filter { $0.enclosingType == reference.enclosingType }
        let reads = inType.filter { $0.base == singleton }.map { Int($0.line) }
        var sameNamed = 0
        for (position, member) in forwards.enumerated() {
            let span = member.line..<(position + 1 < forwards.count ? forwards[position + 1].line : Int.max)
            guard reads.contains(where: span.contains) else { return false }
            let forwarded = inType.contains { span.contains(Int($0.line)) && $0.name == member.name && ($0.base == reference.name || $0.base == singleton) }
            if forwarded { sameNamed += 1 }
        }
        return sameNamed * 2 > forwards.count
    }
}
