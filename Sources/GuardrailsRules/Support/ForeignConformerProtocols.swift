import GuardrailsCore

/// Protocols only types the package does not declare adopt (framework views, dependency values, a runtime proxy's
/// messages): they name an API those types share, not a seam of the package.
enum ForeignConformerProtocols {
    /// `protocol Backdrop: NSView` that a framework view adopts as it is (`extension NSGlassEffectView: Backdrop`) beside
    /// the package's own: only a framework view (`NSView`, `UIView`, a `…View` or `…Cell` class the package does not
    /// declare) can adopt it, and it joins the framework's view with the package's variants of it (a glass and a frosted
    /// backdrop), which previews exercise. Adopted by the package's views alone (each module's popup under one window),
    /// or constrained to a window or view controller, it stays a seam.
    static func unifiesFrameworkViews(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        type.inheritance.contains { parent in
            (parent.name.hasSuffix("View") || parent.name.hasSuffix("Cell")) && parent.name.first.map { "UN".contains($0) } == true
                && index.declarations(named: parent.name).isEmpty
        } && index.conformers(of: type.name).contains { conformer in
            !conformer.isTest && conformer.kind == .extension && index.declarations(named: conformer.name).isEmpty
                && index.nestedDeclarations(named: conformer.name).isEmpty
        }
    }

    /// Two or more conformers, all types the package does not declare: one already has the whole API as it is (the
    /// package implements none of the requirements for it), and the package fills at most a gap for the others (a
    /// `bind(unixDomainSocketPath:…)` one of them lacks), writing none of them wholesale. The protocol names an API
    /// those framework types share.
    /// A type nested in the protocol's own file may join them (`final class Formatter: DateFormatting` inside an
    /// extension, falling back from one framework formatter to the other): it composes them, it is no seam of its own.
    static func unifiesFrameworkTypes(_ type: TypeDecl, path: String, _ index: PackageIndex) -> Bool {
        let conformers = index.conformers(of: type.name).filter { conformer in
            !conformer.isTest && conformer.kind != .protocol && !(conformer.kind != .extension && conformer.parent != nil && conformer.path == path)
        }
        // `P256.Signing.PrivateKey` and `P384.Signing.PrivateKey` are two types.
        guard Set(conformers.map { ($0.qualifyingPath ?? "") + "." + $0.name }).count > 1 else { return false }
        let requirements = Set(type.members.map(\.name))
        let implemented = conformers.map { index.extensionMembers(of: $0.name, in: $0.module).intersection(requirements) }
        // Each may fill the same small gap (a signature check taking raw bytes), most of the API being their own.
        let fillsGapsOnly = requirements.count >= 3 && implemented.reduce(into: Set<String>()) { $0.formUnion($1) }.count * 2 < requirements.count
        // Written with a path (`extension P256.Signing.PrivateKey`), the type is foreign when the package declares no type of
        // that last name under that path's last component, whatever the package nests elsewhere under the name (`ECDSA.PrivateKey`).
        // A type a code generator declares (a gRPC service's `Client`) is no more the package's own writing than a framework's.
        return conformers.allSatisfy { conformer in
            conformer.kind == .extension && (index.declarations(named: conformer.name).isEmpty
                && (conformer.qualifyingPath == nil ? index.nestedDeclarations(named: conformer.name).isEmpty : FrameworkCapabilities.isForeign(conformer, index))
                || GeneratedConformer.isGenerated(conformer, index))
        } && (Self.isReadView(type) || (implemented.contains(where: \.isEmpty) || fillsGapsOnly) && !implemented.contains { !requirements.isEmpty && $0 == requirements })
    }

    /// `protocol WireKey { associatedtype Peer: WirePeerKey; init(); func agree(with peer: Peer) throws -> Secret }`, and the
    /// `WirePeerKey` it binds, that the package's extensions write onto two or more types of a dependency (`extension
    /// Curve.PrivateKey: WireKey { … }` for each curve): a family of dependency values tied by associated types and built by
    /// initializer, held by no property. Generic code builds the conformers itself from its type parameter, so nothing hands
    /// it an instance a double could replace, and tests run the real values. Without associated types (keys a call takes as
    /// `some SealingKey`), or one foreign type retrofitted alone (`extension URLSession: HTTPSession`), it stays a seam.
    static func isBuiltOntoForeignValues(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard type.members.contains(where: { $0.kind == .initializer }), !index.isHeldAsProperty(type.name) else { return false }
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        guard Set(conformers.map { ($0.qualifyingPath ?? "") + "." + $0.name }).count > 1 else { return false }
        let requirements = Set(type.members.map(\.name))
        guard conformers.allSatisfy({ conformer in
            conformer.kind == .extension && index.declarations(named: conformer.name).isEmpty
                && (conformer.qualifyingPath == nil ? index.nestedDeclarations(named: conformer.name).isEmpty : FrameworkCapabilities.isForeign(conformer, index))
                && !index.extensionMembers(of: conformer.name, in: conformer.module).isDisjoint(with: requirements)
        }), let start = TokenLookup.position(line: type.line, column: type.column, in: tokens),
              let end = TokenLookup.bodyEnd(from: start, in: tokens) else { return false }
        // Declaring an associated type, or bound by one of a protocol of its file (`associatedtype Peer: WirePeerKey`).
        return tokens.indices.contains { position in
            tokens[position].text == "associatedtype"
                && ((start..<end).contains(position) || position + 3 < tokens.count && tokens[position + 2].text == ":" && tokens[position + 3].text == type.name)
        }
    }

    /// Three or more properties beside at most one method (`var declName`, `var inheritedNames`, … and one factory): a
    /// uniform read view over several dependency types (a parser's syntax nodes), data the package reads, not a seam.
    private static func isReadView(_ type: TypeDecl) -> Bool {
        let instanceMembers = type.members.filter { !$0.modifiers.contains("static") }
        let methods = instanceMembers.filter { $0.kind == .function || $0.kind == .subscriptDecl }.count
        return methods <= 1 && instanceMembers.filter { $0.kind == .variable }.count >= 3 * max(methods, 1)
    }

    /// `@objc protocol ScriptedShortcut { @objc optional var name: String { get } }` adopted only through
    /// `extension SBObject: ScriptedShortcut {}`: every requirement is `optional` and the package implements none of them
    /// on the framework classes that adopt it, so the protocol only types the messages a framework proxy (Scripting Bridge,
    /// a distributed object) answers at run time. It describes a foreign interface; it is not a seam of the package.
    static func declaresDynamicInterface(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard type.attributes.contains("objc"), !type.members.isEmpty, type.members.allSatisfy({ $0.modifiers.contains("optional") }) else { return false }
        let requirements = Set(type.members.map(\.name))
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            conformer.kind == .extension && index.declarations(named: conformer.name).isEmpty && index.nestedDeclarations(named: conformer.name).isEmpty
                && index.extensionMembers(of: conformer.name, in: conformer.module).isDisjoint(with: requirements)
        }
    }
}
