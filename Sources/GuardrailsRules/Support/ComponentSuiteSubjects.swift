import GuardrailsCore

/// For `suite-named-by-behavior`: production types whose own shape says what their suite proves, read from the index alone
/// (names, kinds, inheritance, member names), so no file is scanned again.
enum ComponentSuiteSubjects {
    /// `struct ThrottleMiddleware: AsyncMiddleware`: a plug-in of a server framework's stack (one of `protocols`, which the
    /// package does not declare itself), outside the layers the team marked as its logic: the wiring layer (`composition`)
    /// or no layer at all. Its suite proves that one component of the stack, as an infrastructure adapter's does.
    static func isFrameworkPlugin(_ subject: String, _ production: [IndexedType], protocols: Set<String>, _ context: RuleContext) -> Bool {
        guard !protocols.isEmpty, !production.isEmpty, production.allSatisfy({ $0.kind != .protocol }) else { return false }
        let adopted = context.index.supertypes(of: subject).filter { protocols.contains($0) && context.index.declarations(named: $0).isEmpty }
        guard !adopted.isEmpty else { return false }
        return production.allSatisfy { declaration in
            guard let module = declaration.module, let layer = context.layer(ofModule: module) else { return true }
            return layer.kind == "composition"
        }
    }

    /// `enum CouponCodeValidator { static func isWellFormed(_:) }`: a caseless namespace (an enum adopting nothing) whose own
    /// name ends in a policy word (`suffixes`: `Validator`, `Rule`, `Policy`) after another word: the policy its predicates enforce,
    /// as a type adopting a `…Validator` protocol is; a struct storing nothing, of static functions only (`struct
    /// RelayForwardingPolicy { static func plan(…) }`), is such a namespace too, adopting the package's protocols or not
    /// (`struct ParcelWeightValidator: ParcelScreening`, the rule behind a port). So is such a protocol itself (`protocol
    /// RefundLimitValidator`): each of its adopters is a rule, and the protocol names the policy they enforce. A class, or a
    /// struct storing state, so named stays reported.
    static func isPolicyNamespace(_ subject: String, _ production: [IndexedType], suffixes: [String], _ index: PackageIndex) -> Bool {
        guard !production.isEmpty, production.allSatisfy({ declaration in
            switch declaration.kind {
            case .protocol: true
            case .enum: declaration.inheritance.isEmpty && !declaration.isGeneric
            // A stateless struct behind the package's own port (`struct ParcelWeightValidator: ParcelScreening`) is a rule
            // the port lets callers swap; a framework protocol (`View`) would make it something else.
            case .struct: !declaration.isGeneric && !declaration.hasStoredProperties
                && declaration.inheritance.allSatisfy { $0 == "Sendable" || isPackageProtocol($0, index) }
            default: false
            }
        }),
              suffixes.contains(where: { subject.hasSuffix($0) && subject.count > $0.count && subject.dropLast($0.count).last?.isLowercase == true })
        else { return false }
        return production.contains { !index.members(of: subject, in: $0.module).isEmpty }
    }

    private static func isPackageProtocol(_ name: String, _ index: PackageIndex) -> Bool {
        index.declarations(named: name).contains { $0.kind == .protocol && !$0.isTest }
    }

    /// `enum PKRefundIssueVoucher { static func issue(…) }`: an enum adopting nothing whose only member name (overloads
    /// aside) is one word, and a word of its own name followed by another (`Issue` before `Voucher`): an instruction, verb then object,
    /// behind whatever prefix the codebase puts on its types. A name ending in that word is a noun
    /// (`enum PageLabel { static func label(…) }`) and stays reported.
    static func isPrefixedInstruction(_ subject: String, _ production: [IndexedType], _ index: PackageIndex) -> Bool {
        guard !production.isEmpty, production.allSatisfy({ $0.kind == .enum && $0.inheritance.isEmpty }) else { return false }
        var names = Set<String>()
        for declaration in production { names.formUnion(index.members(of: subject, in: declaration.module)) }
        // One word, a verb (`issue`): `dangerfilePath` of `DangerfilePathFinder` is what the type finds, a noun phrase.
        guard names.count == 1, let member = names.first, member.count > 2, let first = member.first, first.isLowercase,
              !member.contains(where: \.isUppercase) else { return false }
        // A capital starts a camel-case word, so a match of the capitalized member is a word of the name; the next
        // capital says another word follows (`Authenticate` + `JWT`).
        let word = first.uppercased() + member.dropFirst()
        var searched = subject.startIndex..<subject.endIndex
        while let range = subject.range(of: word, range: searched) {
            if range.upperBound < subject.endIndex, subject[range.upperBound].isUppercase { return true }
            searched = range.upperBound..<subject.endIndex
        }
        return false
    }

    /// `final class ProximityMonitor: ProximityProviding` observing `UIDevice.proximityStateDidChangeNotification`
    /// (`TypeTraits.observesDeviceSensor`): a class implementing one of the package's protocols whose body reads a device
    /// sensor through UIKit's `UIDevice` is that sensor's adapter behind the port, like one storing a `deviceFrameworks`
    /// object; publishing the reading (`ObservableObject`) is its port's way to report it. A view, a controller or a view
    /// model (`…ViewModel`) reading the sensor stays reported.
    static func isDeviceSensorAdapter(_ subject: String, _ production: [IndexedType], _ index: PackageIndex) -> Bool {
        SuiteSubjects.adoptsPackageProtocol(subject, production, index) && !subject.hasSuffix("ViewModel")
            && production.contains { index.traits(of: $0).contains(.observesDeviceSensor) }
            && !index.supertypes(of: subject).contains { $0.hasSuffix("Controller") || $0.hasSuffix("View") }
    }

    /// `AtomParser`, `DateParser`, `RSSInJSONParser`, or a leaf library's bare `Parser`: a wire-format parser or coder
    /// (its name is or ends in one of `suffixes`), or one of a family of output-format writers (`writesFormatOfFamily`),
    /// declared in a module importing nothing of the package but `support` and `domain` layers (a leaf parsing
    /// library reads and writes its model; a coder so named may instead have a file importing no more): one component at the I/O edge, whose name already says what its suite proves. So is a value type coding
    /// its own wire format (`isSelfCodingValue`: `struct FramePacket { func encode() -> Data; static func decode(_:) }`),
    /// whatever its name, and a stateless `…Protocol` struct or enum (`isWireProtocolNamespace`). The module must sit in a layer that is not the app's wiring (`composition`), unless it is an app of
    /// one module (its composition module imports no other module of the package); a `Parser` in a module importing the
    /// package's features is the app's logic and stays reported (one in an `infrastructure` or `support` layer is exempt already).
    /// A module in no layer (an app of one module nobody mapped) counts when it imports no other module of the package, for a
    /// coder its name or its own `encode`/`decode` says is one (a family member there may be any model the app writes out).
    static func isLeafFormatComponent(_ subject: String, _ production: [IndexedType], suffixes: [String], _ context: RuleContext) -> Bool {
        let index = context.index
        guard !production.isEmpty else { return false }
        let namesCoder = suffixes.contains(where: subject.hasSuffix) || isSelfCodingValue(subject, production, index)
            || isWireProtocolNamespace(subject, production, index)
        guard namesCoder || writesFormatOfFamily(subject, production, index) else { return false }
        return production.allSatisfy { declaration in
            guard let module = declaration.module else { return false }
            let layer = context.layer(ofModule: module)
            guard layer != nil || namesCoder else { return false }
            // Unmapped, it may import only what is not the package's (a `support` layer needs a mapping to be one).
            let composition = layer.map { $0.kind == "composition" } ?? true
            let allowed = { (imported: String) -> Bool in
                guard imported != module, index.modules.contains(imported) else { return true }
                guard !composition, let importedLayer = context.layer(ofModule: imported) else { return false }
                // A format library reads and writes its model (`domain`); one using another feature is the app's logic.
                return importedLayer.kind == "support" || importedLayer.kind == "domain"
            }
            // A coder so named may sit in a feature module importing more: its own file then says what it depends on.
            return index.imports(of: module).allSatisfy(allowed)
                || namesCoder && !composition && index.imports(ofFile: declaration.path).allSatisfy(allowed)
        }
    }

    /// `struct FramePacket { let payload: Data; func encode() -> Data?; static func decode(_ data: Data) -> FramePacket? }`:
    /// a struct or enum declaring `encode` beside `decode`, `init(data:)` or `from` (the way back from bytes), that is a
    /// wire format's value coding itself, whatever its name ends in. A class, or a value with only one direction, is not.
    private static func isSelfCodingValue(_ subject: String, _ production: [IndexedType], _ index: PackageIndex) -> Bool {
        // `Codable`'s `encode(to:)` and `init(from:)` are a record's, not a format's own coder.
        guard production.allSatisfy({ $0.kind == .struct || $0.kind == .enum || $0.kind == .extension }),
              production.contains(where: { $0.kind != .extension }),
              index.supertypes(of: subject).isDisjoint(with: ["Codable", "Encodable"]) else { return false }
        var members = Set<String>()
        for module in Set(production.map(\.module)) { members.formUnion(index.members(of: subject, in: module)) }
        return members.contains("encode") && (members.contains("decode") || members.contains("init(data:)") || members.contains("from"))
    }

    /// `struct RelayProtocol { static func sealEnvelope(…); static func openEnvelope(…) }`: a struct or caseless enum named
    /// `…Protocol` after another word that adopts nothing and stores nothing, its functions the wire protocol's (a Swift
    /// protocol is a `protocol`): the codec of that protocol's messages, however its functions are named.
    private static func isWireProtocolNamespace(_ subject: String, _ production: [IndexedType], _ index: PackageIndex) -> Bool {
        subject.hasSuffix("Protocol") && subject.count > 8
            && production.allSatisfy { declaration in
                declaration.kind == .extension || (declaration.kind == .struct || declaration.kind == .enum) && declaration.inheritance.isEmpty
                    && !declaration.isGeneric && !declaration.hasStoredProperties && !index.traits(of: declaration).contains(.declaresOnlyPlainCases)
            }
            && production.contains { $0.kind != .extension && !index.members(of: subject, in: $0.module).isEmpty }
    }

    /// `struct TeamCityRenderer: OutputRendering` beside `TerminalRenderer` and the conformers of `protocol
    /// MicrosoftOutputRendering: OutputRendering`, where every function the protocol requires returns `String` or `Data`
    /// (`TypeTraits.requiresOnlyText`): one of a family of output formats, each written by its own conformer, whatever its
    /// name. A protocol with one concrete conformer, or one asking for an action (`func report(_ stats: Stats)`), is no such family.
    /// A family whose requirements return nothing counts too when the subject is a class writing its format into the text
    /// sink it stores (`writesIntoSink`: `final class MarkupRenderer: Rendering { private let output: AnyTextOutput<String> }`).
    private static func writesFormatOfFamily(_ subject: String, _ production: [IndexedType], _ index: PackageIndex) -> Bool {
        guard production.allSatisfy({ $0.kind == .struct || $0.kind == .class || $0.kind == .extension }) else { return false }
        var sinkWriter: Bool?
        return index.supertypes(of: subject).contains { name in
            let family = index.declarations(named: name).filter { $0.kind == .protocol && !$0.isTest }
            guard !family.isEmpty, concreteConformers(of: name, index, seen: [name]).count > 1 else { return false }
            if family.contains(where: { index.traits(of: $0).contains(.requiresOnlyText) }) { return true }
            // Asked once, and only of a family member: the stored types are read from the classes' list.
            let writes = sinkWriter ?? writesIntoSink(production, index)
            sinkWriter = writes
            return writes
        }
    }

    /// Type-name endings of a text sink a writer is handed (`AnyTextOutput<String>`, `TextOutputStream`, `ReportOutputBuffer`).
    private static let sinkSuffixes = ["Output", "OutputStream", "OutputBuffer"]

    /// `final class MarkupRenderer { private let output: AnyTextOutput<String> }`: every class declaration of the subject
    /// stores a text sink and no other type of the package, so what it does is write its format into that sink. A class
    /// storing another collaborator of the package beside it (`let renderer: Rendering`), or storing no sink, is not one.
    private static func writesIntoSink(_ production: [IndexedType], _ index: PackageIndex) -> Bool {
        let classes = production.filter { $0.kind == .class }
        guard !classes.isEmpty, production.allSatisfy({ $0.kind == .class || $0.kind == .extension }) else { return false }
        return classes.allSatisfy { declaration in
            let stored = index.storedInstanceTypes(of: declaration)
            let isSink = { (name: String) in sinkSuffixes.contains { name.hasSuffix($0) } }
            return stored.contains(where: isSink) && stored.allSatisfy { name in
                isSink(name) || index.declarations(named: name).allSatisfy(\.isTest)
            }
        }
    }

    /// The production classes and structs adopting `name`, directly or through protocols refining it.
    private static func concreteConformers(of name: String, _ index: PackageIndex, seen: Set<String>) -> Set<String> {
        var names = Set<String>()
        for conformer in index.conformers(of: name) where !conformer.isTest && !seen.contains(conformer.name) {
            if conformer.kind == .protocol {
                names.formUnion(concreteConformers(of: conformer.name, index, seen: seen.union([conformer.name])))
            } else if conformer.kind == .struct || conformer.kind == .class || conformer.kind == .extension {
                names.insert(conformer.name)
            }
        }
        return names
    }

    /// `RangeStoreTests` of `struct RangeStore<Element: RangeStoreElement>: Sendable` with `mutating func set(value: Element,
    /// for:)`, or of `struct PointSet` with `mutating func insert(_ point: Point)` (`TypeTraits.isElementContainer`): a data structure, whose API is its behaviour, when none of the types it
    /// stores beyond standard and framework values, followed through type aliases (`var guts = RopeType()`), is a class,
    /// actor or protocol of the package or a struct of closures: a `Paginator<Page>` storing `let loader: PageLoader` drives
    /// a collaborator and stays reported.
    /// A generic `final` class so shaped (`final class RecentCache<Item>`) is one too when every type it is annotated to store
    /// is a standard value or a struct or enum of the package (its nested `Entry` included): a type of another module may be
    /// a collaborator.
    static func isDataStructure(_ production: [IndexedType], _ index: PackageIndex) -> Bool {
        let types = production.filter { $0.kind != .extension }
        return !types.isEmpty && types.allSatisfy { declaration in
            guard index.traits(of: declaration).contains(.isElementContainer) else { return false }
            if declaration.kind == .class {
                return index.storedInstanceTypes(of: declaration).allSatisfy { name in
                    let declared = (index.declarations(named: name) + index.nestedDeclarations(named: name)).filter { !$0.isTest }
                    return SingleValueLockBoxes.standardValues.contains(name) || !declared.isEmpty && declared.allSatisfy { other in
                        (other.kind == .struct || other.kind == .enum || other.kind == .extension)
                            && index.traits(of: other).isDisjoint(with: [.storesOnlyClosures, .isClosureClient])
                    }
                }
            }
            guard declaration.kind == .struct, let stored = index.storedTypeNames(of: declaration) else { return false }
            return stored.allSatisfy { name in
                ([name] + index.aliasedNames(of: name)).allSatisfy { named in
                    (index.declarations(named: named) + index.nestedDeclarations(named: named)).allSatisfy { other in
                        other.isTest || (other.kind == .struct || other.kind == .enum || other.kind == .extension)
                            && index.traits(of: other).isDisjoint(with: [.storesOnlyClosures, .isClosureClient])
                    }
                }
            }
        }
    }
}
