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

    /// Types a `static` `testValue` or `previewValue` of the file builds (`= NoopRefresher()`), less those its `liveValue`
    /// builds too: a live type handed to previews is no double.
    static func standIns(in model: SourceModel, _ tokens: [Token]) -> Set<String> {
        var standIns: Set<String> = []
        var live: Set<String> = []
        for type in model.types {
            for member in type.members where member.kind == .variable && member.modifiers.contains("static")
                && (standInNames.contains(member.name) || member.name == "liveValue") {
                guard let built = builtType(member, tokens) else { continue }
                if member.name == "liveValue" { live.insert(built) } else { standIns.insert(built) }
            }
        }
        return standIns.subtracting(live)
    }

    /// `Name` of `= Name(…)` or `= Name.init(…)` after the property's name, on its line.
    private static func builtType(_ member: MemberDecl, _ tokens: [Token]) -> String? {
        guard let start = TokenLookup.position(line: member.line, column: member.column, in: tokens),
              let equals = tokens[start...].prefix(16).firstIndex(where: { $0.text == "=" }), equals + 2 < tokens.count,
              tokens[equals + 1].kind == .identifier, tokens[equals + 2].text == "(" || tokens[equals + 2].text == "." else { return nil }
        return tokens[equals + 1].text
    }
}
