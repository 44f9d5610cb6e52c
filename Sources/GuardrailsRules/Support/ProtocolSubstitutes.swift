import GuardrailsCore

/// What stands in for a protocol in tests: its conformers through refinements and subclasses, an in-memory alternative
/// production code builds, a double a macro or code generator writes, a conformer kept in a doubles file.
enum ProtocolSubstitutes {
    /// Conformers, through refinements and subclasses: a test's `MockRootComponent: Component<…>` substitutes `Scope`
    /// when the package's `open class Component<…>: Scope` conforms, as a subclass of a conformer conforms too. A
    /// subclass counts only in the base's module or one known to depend on it (same-named classes of two apps abound), and a class named like the framework class it
    /// inherits (`GameViewController: Kit.GameViewController`) leads nowhere: its name's subclasses may be the framework's.
    static func substitutes(of name: String, declaredIn module: String?, nesting: ProtocolNesting?, _ index: PackageIndex) -> [IndexedType] {
        var found = index.conformersThroughRefinements(of: name, declaredIn: module, throughAliases: true, nesting: nesting)
        var pending = found.flatMap { conformer in
            conformer.kind == .class ? [conformer] : conformer.kind == .extension ? index.declarations(named: conformer.name).filter { $0.kind == .class && $0.module == conformer.module } : []
        }
        var seen: Set<String> = []
        while let base = pending.popLast(), seen.count < 256 {
            guard !base.inheritance.contains(base.name), seen.insert(base.name).inserted else { continue }
            let subclasses = index.conformers(of: base.name).filter { subclass in
                guard subclass.kind == .class, let module = subclass.module, let baseModule = base.module, module != baseModule else { return subclass.kind == .class }
                return index.dependsOn(module, baseModule) == true
            }
            found += subclasses
            pending += subclasses
        }
        return found
    }

    /// `struct InMemoryStore: KeyValueStore` beside `final class UserDefaultsStore: KeyValueStore`, which production code builds
    /// (`init(store: KeyValueStore = InMemoryStore())`): an in-memory conformer shipped as the alternative to a real one and
    /// put to use is a fake by construction, the stand-in whatever builds the holder without a store gets, tests included.
    /// One nothing builds, or the only conformer (the implementation itself), is no stand-in.
    static func hasInMemoryAlternative(_ substitutes: [IndexedType], _ index: PackageIndex) -> Bool {
        guard let inMemory = substitutes.first(where: { conformer in
            // The first byte settles nearly every name before the prefix is compared.
            conformer.name.utf8.first == UInt8(ascii: "I") && conformer.name.hasPrefix("InMemory") && !conformer.isTest && conformer.kind != .protocol
                && index.isMentionedOutsidePreviews(conformer.name)
        }) else { return false }
        return substitutes.contains { !$0.isTest && $0.kind != .protocol && $0.name != inMemory.name }
    }

    /// `@Spyable protocol FeedStore`, `@Mockable`, `@GenerateMock`, or `protocol FeedStore: AutoMockable` (Sourcery's marker
    /// protocol): an attribute or a conformance whose name holds one of `markers` asks a macro or a code generator for the
    /// protocol's double at build time (`FeedStoreSpy`), which no linted file declares.
    static func hasGeneratedDouble(_ name: String, _ index: PackageIndex, _ markers: [String]) -> Bool {
        !markers.isEmpty && index.declarations(named: name).contains { declaration in
            declaration.kind == .protocol && !declaration.isTest
                && (declaration.attributes + declaration.inheritance).contains { word in markers.contains { NameSearch.contains($0, in: word) } }
        }
    }

    /// `// sourcery: AutoMockable` (or `/// sourcery: AutoMockable, name = Vault`) right above `protocol Vault`: Sourcery's
    /// annotation form of its marker protocol, an annotation key holding one of `markers` asks for the double at build time.
    /// Read last, from the file's text, only for a protocol otherwise reported.
    static func isAnnotatedForDouble(_ type: TypeDecl, _ source: [UInt8], _ markers: [String]) -> Bool {
        !markers.isEmpty && GeneratorAnnotations.keys(above: type.line, in: source).contains { key in markers.contains(where: key.contains) }
    }

    /// A conformer kept in a file made for previews and doubles (`PreviewAndTestingSupport.swift`, a `Mocks/` folder),
    /// whatever its own name (`EphemeralMetadataStore`): such files hold the stand-ins debug builds compose.
    static func isInDoublesFile(_ conformer: IndexedType, _ doubles: TestDoubles) -> Bool {
        TestDoubleCode.isInDoublesFolder(conformer.path) || TestDoubleCode.isNamedAsDouble(conformer.path, doubles)
    }
}
