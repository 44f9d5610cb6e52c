import GuardrailsCore

/// A file's own abstraction over what differs between platforms: a protocol every production conformer of which is a
/// `private` or `fileprivate` type of the protocol's file (nested in one, or extended in the file: `extension
/// Watch._Relay: InotifyDelegate {}` for `fileprivate struct _Relay`), where the protocol or each conformer sits in an
/// `#if os(…)` or `#if canImport(…)` branch (a delegate protocol per platform's watcher, adopted by the file's one relay).
/// Nothing outside the file can build a conformer, and each platform compiles its own: no seam a test would double, and
/// one implementation by construction. A conformer code outside the file can name (`internal`, `public`), or a protocol
/// and conformers outside any platform branch (`public protocol FileSystem` beside its `private struct LocalFileSystem`),
/// stay a boundary.
enum FileLocalPlatformProtocols {
    /// Only a file declaring a protocol and a `private` or `fileprivate` type can hold such a protocol: its `#if` lines
    /// are read from the text, which comes with the tokens.
    /// Reads the types in place: `contains(where:)` would copy every declaration it hands the closure.
    static func mayDeclare(in model: SourceModel) -> Bool {
        let types = model.types
        return types.indices.contains { types[$0].kind == .protocol }
            && types.indices.contains { types[$0].kind != .protocol && types[$0].kind != .extension && types[$0].isFilePrivate }
    }

    static func isFileLocal(_ type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        let conformers = index.conformers(of: type.name).filter { !$0.isTest }
        guard !conformers.isEmpty, conformers.allSatisfy({ $0.kind != .protocol && $0.path == file.path }) else { return false }
        let types = file.model.types
        var lines: [Int] = []
        for conformer in conformers {
            guard let declared = types.firstIndex(where: { $0.line == conformer.line && $0.name == conformer.name }) else { return false }
            if types[declared].kind == .extension {
                // The extended type, declared in this file and only here, hidden in it.
                let extended = types.indices.filter { types[$0].name == conformer.name && types[$0].kind != .extension }
                guard !extended.isEmpty, (index.declarations(named: conformer.name) + index.nestedDeclarations(named: conformer.name)).allSatisfy({ $0.path == file.path }),
                      extended.allSatisfy({ isHidden($0, in: types) }) else { return false }
            } else if !isHidden(declared, in: types) {
                return false
            }
            lines.append(conformer.line)
        }
        return PlatformBranches.encloses(line: type.line, source: file.source)
            || lines.allSatisfy { PlatformBranches.encloses(line: $0, source: file.source) }
    }

    /// `private` or `fileprivate`, itself or a type it is nested in: nothing outside the file can name it.
    static func isHidden(_ typeIndex: Int, in types: [TypeDecl]) -> Bool {
        var current: Int? = typeIndex
        while let index = current {
            if types[index].isFilePrivate { return true }
            current = types[index].parent
        }
        return false
    }
}
