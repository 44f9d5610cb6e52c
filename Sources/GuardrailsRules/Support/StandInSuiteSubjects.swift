import GuardrailsCore

/// For `suite-named-by-behavior`: production types whose suite proves test infrastructure or one OS adapter, read from the
/// index alone.
enum StandInSuiteSubjects {
    /// Leading words of a test double's name.
    private static let doubleWords = ["Fake", "Stub", "Mock", "Spy", "Dummy", "Testable"]

    /// `class TestableShell: ShellProtocol` beside `class RealShell: ShellProtocol`: a double production code keeps (for an
    /// app's fake mode) adopting a package protocol another, real production type implements. Its suite proves the stand-in
    /// works, test infrastructure, as a test-support layer's types are. A name merely starting so (`Stubborn`), or a type
    /// standing in for no port, stays reported.
    static func isStandIn(_ subject: String, _ production: [IndexedType], _ index: PackageIndex) -> Bool {
        guard isDoubleName(subject), !production.isEmpty, production.allSatisfy({ $0.kind == .class || $0.kind == .struct || $0.kind == .actor }) else { return false }
        return index.supertypes(of: subject).contains { port in
            index.declarations(named: port).contains { $0.kind == .protocol && !$0.isTest }
                && index.conformers(of: port).contains { !$0.isTest && $0.name != subject && !isDoubleName($0.name) }
        }
    }

    private static func isDoubleName(_ name: String) -> Bool {
        doubleWords.contains { word in name.hasPrefix(word) && name.dropFirst(word.count).first?.isUppercase == true }
    }

    /// `final class FolderWatch { private var source: DispatchSourceFileSystemObject? }`: a class or actor storing an OS event
    /// source (a `DispatchSource…`) and no type of the package, the adapter over that source whatever its name or module,
    /// proven alone against real files as an infrastructure adapter is.
    static func wrapsEventSource(_ production: [IndexedType], _ index: PackageIndex) -> Bool {
        production.contains { declaration in
            guard declaration.kind == .class || declaration.kind == .actor, !declaration.isTest else { return false }
            let stored = index.storedInstanceTypes(of: declaration)
            return stored.contains { $0.hasPrefix("DispatchSource") } && stored.allSatisfy { index.declarations(named: $0).isEmpty }
        }
    }
}
