import GuardrailsCore

/// `struct FocusCommand: Command` where the package's own `protocol Command` (or `…Command`) is adopted by two or more of
/// its types, every one named `…Command`: a family of commands, each the user's verb (`tool focus`, parsed from the
/// arguments or a script) named for the action it performs, as a command-line parser's subcommand is. A suite named
/// after one names that verb's behavior. A type merely ending in `Command` under no such family stays reported.
enum PackageCommandVerbs {
    static func isVerb(_ name: String, supertypes: Set<String>, _ index: PackageIndex) -> Bool {
        // The suffix settles nearly every name before the index is asked.
        guard name.hasSuffix("Command"), name.count > "Command".count else { return false }
        return supertypes.contains { supertype in
            supertype.hasSuffix("Command")
                && index.declarations(named: supertype).contains { $0.kind == .protocol && !$0.isTest }
                && isFamily(of: supertype, index)
        }
    }

    /// Two or more production conformers, every one named as a command (`EvalCommand`, `SplitCommand`).
    private static func isFamily(of supertype: String, _ index: PackageIndex) -> Bool {
        let conformers = Set(index.conformers(of: supertype).filter { !$0.isTest && $0.kind != .protocol }.map(\.name))
        return conformers.count > 1 && conformers.allSatisfy { $0.hasSuffix("Command") && $0.count > "Command".count }
    }
}
