import GuardrailsCore

/// A UI framework's system services an adapter names (`NSWorkspace`, `UIPasteboard`, a shared instance wired as a
/// package protocol): the OS adapted, no UI built.
enum SystemServiceUse {
    /// The system-service types the file names (`NSWorkspace`, to open a URL or find the apps that handle it), with the
    /// image type the service hands back (`NSImage`, an application's icon) when it names one: an adapter over the OS.
    /// An `Owner.Nested` entry (`NSApplication.ActivationOptions`, what `NSRunningApplication.activate(options:)` takes)
    /// accepts `Owner` where every use of it names one of its listed nested types.
    static func serviceTypes(_ file: LintFile, _ types: Set<String>) -> Set<String> {
        guard !types.isEmpty else { return [] }
        var nested: [String: Set<String>] = [:]
        for entry in types {
            let parts = entry.split(separator: ".", maxSplits: 1)
            if parts.count == 2 { nested[String(parts[0]), default: []].insert(String(parts[1])) }
        }
        let references = file.model.references
        var accepted = Set<String>()
        for (owner, members) in nested {
            var named = false
            var onlyNested = true
            for (offset, reference) in references.enumerated() where reference.base == nil && reference.name == owner {
                let next = offset + 1 < references.count ? references[offset + 1] : nil
                named = true
                if next.map({ $0.base == owner && $0.line == reference.line && members.contains($0.name) }) != true { onlyNested = false; break }
            }
            if named, onlyNested { accepted.insert(owner) }
        }
        guard !accepted.isEmpty || references.contains(where: { $0.base == nil && types.contains($0.name) }) else { return [] }
        return accepted.union(types).union(["NSImage"])
    }

    /// The framework types a live client's file names that are no UI element (`UIPasteboard`,
    /// `UINotificationFeedbackGenerator`): system services its closures wrap. Views, controllers, colors and the lifecycle
    /// types (judged member by member) are left out.
    static func nonElementTypes(_ file: LintFile, besides lifecycle: Set<String>) -> Set<String> {
        Set(file.model.references.lazy.filter { reference in
            reference.base == nil && ["UI", "NS", "WK"].contains(where: reference.name.hasPrefix) && !lifecycle.contains(reference.name)
                && !PlatformFrameworkNames.uiElementSuffixes.contains(where: reference.name.hasSuffix)
        }.map(\.name))
    }

    /// `func urlOpener() -> URLOpener { UIApplication.shared }` in an assembly (`compositionTypeSuffixes`, members that only
    /// build and return): the framework types whose every use hands out their shared instance, unchained, where the type
    /// adopts a protocol of the package (`extension UIApplication: URLOpener`): the adapter's wiring, as that conformance is.
    static func sharedInstancesWiredAsProtocols(_ file: LintFile, _ context: RuleContext) -> Set<String> {
        let suffixes = context.strings("compositionTypeSuffixes")
        let references = file.model.references
        guard !suffixes.isEmpty, file.model.types.contains(where: { type in suffixes.contains { type.name.hasSuffix($0) } }) else { return [] }
        var factories: [Int: Bool] = [:]
        var wired: Set<String> = []
        var rejected: Set<String> = []
        for (offset, reference) in references.enumerated() where reference.base == nil && ["UI", "NS", "WK"].contains(where: reference.name.hasPrefix) {
            let next = offset + 1 < references.count ? references[offset + 1] : nil
            let after = offset + 2 < references.count ? references[offset + 2] : nil
            let handsOutShared = next.map { $0.base == reference.name && $0.name == "shared" && $0.line == reference.line } == true
                && after.map { $0.base == "shared" && $0.line == reference.line } != true
            if handsOutShared, FactoryTypes.encloses(reference.enclosingType, in: file.model.types, suffixes: suffixes, known: &factories),
               context.index.supertypes(of: reference.name).contains(where: { name in context.index.declarations(named: name).contains { $0.kind == .protocol } }) {
                wired.insert(reference.name)
            } else {
                rejected.insert(reference.name)
            }
        }
        return wired.subtracting(rejected)
    }
}
