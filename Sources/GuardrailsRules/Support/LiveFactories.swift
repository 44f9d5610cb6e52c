import GuardrailsCore

/// A client's live factory (`static let liveValue = Self(…)`, `static func live(…)`): the file declaring one is the
/// client's live implementation, the adapter of whatever its closures wrap.
enum LiveFactories {
    static func declared(in file: LintFile, _ names: Set<String>) -> Bool {
        !names.isEmpty && file.model.types.contains { type in
            type.members.contains { ($0.modifiers.contains("static") || $0.modifiers.contains("class")) && names.contains($0.name) }
        }
    }

    /// The rest of a live client split over files: `ClipClient+Pasteboard.swift` beside a file of the same folder and module
    /// declaring `ClipClient` (or an extension of it) whose module gives it a live factory, or any file of a module named
    /// `Live` + such a type (`LiveClipClient` extending `ClipClient` with `liveValue`). The helpers there are what the
    /// factory installs.
    static func isClientPart(_ file: LintFile, _ factories: Set<String>, _ index: PackageIndex) -> Bool {
        guard let module = file.module else { return false }
        func hasLiveFactory(_ type: String) -> Bool { !index.members(of: type, in: module).isDisjoint(with: factories) }
        if module.hasPrefix("Live"), module.count > 4, hasLiveFactory(String(module.dropFirst(4))) { return true }
        // `class MetadataStorage` whose module gives it `static let live = MetadataStorage()` elsewhere (beside the client's
        // `liveValue` that forwards its closures to it): the type is that live implementation.
        if file.model.types.contains(where: { $0.parent == nil && $0.kind != .extension && $0.kind != .protocol && hasLiveFactory($0.name) }) {
            return true
        }
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        guard let plus = name.firstIndex(of: "+"), plus > name.startIndex else { return false }
        let type = String(name[..<plus])
        let folder = file.path.split(separator: "/").dropLast().joined(separator: "/")
        return index.declarations(named: type).contains { declaration in
            declaration.module == module && declaration.path.split(separator: "/").dropLast().joined(separator: "/") == folder
                && declaration.path != file.path
        } && hasLiveFactory(type)
    }
}
