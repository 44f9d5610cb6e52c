import GuardrailsCore

/// The values a dependency key of the file hands out (`static let testValue: any Clock = FixedClock()`): what tests and
/// previews get through the dependency system, which is the stand-in they substitute for the live one.
enum DependencyKeyValues {
    private static let standInNames: Set<String> = ["testValue", "previewValue"]

    /// The file declares a `testValue` or `previewValue`.
    static func declaresStandIns(_ model: SourceModel) -> Bool {
        // Asked of every file with a protocol: read the fields in place, never copying a member.
        for type in model.types.indices {
            let members = model.types[type].members
            for member in members.indices where members[member].kind == .variable {
                let name = members[member].name
                if name == "testValue" || name == "previewValue" { return true }
            }
        }
        return false
    }

    /// Names of the conformers a key's `testValue` builds only to trap when a test forgets to override it.
    private static let placeholderPrefixes = ["Unimplemented", "Failing"]
    /// The protocols a dependency key adopts (swift-dependencies' `TestDependencyKey`, which `DependencyKey` refines).
    private static let keyProtocols = ["TestDependencyKey", "DependencyKey"]
    /// "Test" as a word of a conformer's name (`ClockImplTest`, `ClockTestImpl`).
    private static let testWord = TestDoubles(markers: ["Test"])

    /// A production conformer named as a test one (`ClockTestImpl`) in a file whose type adopts a dependency key: the key's
    /// `testValue` or `previewValue` builds it, wherever the protocol is declared.
    static func isKeyFileTestConformer(_ conformer: IndexedType, _ index: PackageIndex) -> Bool {
        guard conformer.kind != .extension, testWord.isDouble(namedAnywhere: conformer.name) else { return false }
        return keyProtocols.contains { key in index.conformers(of: key).contains { $0.path == conformer.path } }
    }

    /// Types a `static` `testValue` or `previewValue` of the file builds (`= NoopRefresher()`), less those its `liveValue`
    /// builds too: a live type handed to previews is no double.
    static func standIns(in model: SourceModel, _ tokens: [Token]) -> Set<String> {
        var standIns: Set<String> = []
        var live: Set<String> = []
        for type in model.types {
            for member in type.members where member.kind == .variable && member.modifiers.contains("static")
                && (standInNames.contains(member.name) || member.name == "liveValue") {
                for built in builtTypes(member, tokens) {
                    if member.name == "liveValue" { live.insert(built) } else { standIns.insert(built) }
                }
            }
        }
        return standIns.subtracting(live)
    }

    /// `Name` of `= Name(…)` or `= Name.init(…)` after the property's name, on its line, and the conformer a client wrapping
    /// it is built around (`= Self(adapter: NoopRefresher())`: a struct client holding a protocol-typed adapter).
    private static func builtTypes(_ member: MemberDecl, _ tokens: [Token]) -> [String] {
        guard let start = TokenLookup.position(line: member.line, column: member.column, in: tokens),
              let equals = tokens[start...].prefix(16).firstIndex(where: { $0.text == "=" }), equals + 2 < tokens.count,
              tokens[equals + 1].kind == .identifier || tokens[equals + 1].text == "Self",
              tokens[equals + 2].text == "(" || tokens[equals + 2].text == "." else { return [] }
        let built = tokens[equals + 1].text
        // `Self(adapter: Inner(`: the one labelled argument is itself built by its type's initializer. An `Unimplemented…` or
        // `Failing…` one only traps (swift-dependencies' placeholder for a test that forgot to override it): no double.
        let inner = equals + 6
        guard tokens[equals + 2].text == "(", inner < tokens.count, tokens[equals + 3].kind == .identifier, tokens[equals + 4].text == ":",
              tokens[equals + 5].kind == .identifier, tokens[inner].text == "(",
              !placeholderPrefixes.contains(where: tokens[equals + 5].text.hasPrefix) else { return [built] }
        return [built, tokens[equals + 5].text]
    }
}
