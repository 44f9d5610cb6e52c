/// What production code does with a name: whether it mentions it, stores it, checks for it or uses it as a type.
extension IndexContents {
    /// True when production code names the protocol anywhere, conformances and capability clauses included.
    func isMentioned(_ protocolName: String) -> Bool {
        facts(of: protocolName).isMentioned
    }

    /// True when production code names the type outside SwiftUI preview code (`#Preview` blocks, `PreviewProvider`
    /// bodies, file-private types only they name), its own declaration and metatype arguments (`Name.self`).
    func isMentionedOutsidePreviews(_ type: String) -> Bool {
        facts(of: type).isMentionedOutsidePreviews
    }

    /// True when SwiftUI preview code of production files names the type (see `isMentionedOutsidePreviews`).
    func isMentionedInPreviews(_ type: String) -> Bool {
        facts(of: type).isMentionedInPreviews
    }

    /// True when the only production files naming the type, besides those declaring or extending it, declare a client's
    /// live factory (`static let liveValue`): the type is an engine of that live implementation, which tests replace whole.
    func isNamedOnlyByLiveFactories(_ type: String) -> Bool {
        let facts = facts(of: type)
        return facts.isMentionedByLiveFactoryFile && !facts.isMentionedBeyondLiveFactoryFiles
    }

    /// True when a production type stores a property annotated with this type (`weak var delegate: FeedDelegate?`).
    func isHeldAsProperty(_ type: String) -> Bool {
        facts(of: type).isHeld
    }

    /// True when a `public`, `open` or `package` production type stores a property annotated with this type.
    func isHeldByAPI(_ type: String) -> Bool {
        facts(of: type).isHeldByAPI
    }

    /// True when production code casts to the type or states it as a capability (`x as? P`, `where Self: P`).
    func isCheckedFor(_ protocolName: String) -> Bool {
        facts(of: protocolName).isCheckedFor
    }

    /// True when production code casts to the type with `as?`, `as!` or `is`, also qualified by its module.
    func isCastTo(_ type: String) -> Bool {
        facts(of: type).isCastTo
    }

    /// True when every use of the name as a type sits in `private` or `fileprivate` code of a file that casts to it
    /// (`provider as? any Previewing` handed on to a `private func preview(with provider: any Previewing)` beside it), or
    /// there is none.
    func isUsedAsTypeOnlyWhereCast(_ type: String) -> Bool {
        let facts = facts(of: type)
        return facts.uses <= facts.privateUsesWhereCast
    }

    /// True when production code hands the type's metatype to a call (`NSXPCInterface(with: Name.self)`): the
    /// runtime, not the package, makes what speaks it.
    func isPassedAsMetatype(_ type: String) -> Bool {
        facts(of: type).isPassedAsMetatype
    }

    /// True when production code writes the type as an `NSCache`'s object type (`NSCache<NSString, CacheEntry>`).
    func isCacheObject(_ type: String) -> Bool {
        facts(of: type).isCacheObject
    }

    /// How many times production code hands the type's metatype to a call (`cast(value, to: Name.self)`, `register(Name.self)`).
    func metatypeArgumentUses(of type: String) -> Int {
        Int(facts(of: type).metatypeArgumentUses)
    }

    /// True when production code names the protocol besides conforming to it, extending it or casting to it
    /// (`as? P` is a capability check): a property or parameter of that type (`private let store: FeedStore`),
    /// a generic constraint.
    func isUsedAsType(_ protocolName: String) -> Bool {
        facts(of: protocolName).uses > 0
    }

    /// Whether production code of the modules that see the protocol `module` declares names it as a type: where other
    /// modules declare a protocol so named, their own uses are not this one's (see `SharedProtocolNames`).
    func isUsedAsType(_ protocolName: String, declaredIn module: String?) -> Bool {
        strings.existingNumber(protocolName).flatMap { sharedProtocols.isUsedAsType($0, declaredIn: module) } ?? isUsedAsType(protocolName)
    }

    /// How many times production code names the protocol as a type, less its conformances and extensions.
    func typeUses(of protocolName: String) -> Int {
        Int(facts(of: protocolName).uses)
    }

    /// How many of those uses are metatypes holding one of a closed list of types (`[any P.Type] = [A.self]`, a `switch`
    /// answering `A.self` or `B.self`), or results picking one instance of such a list (`-> P { switch self { case .a: A() … } }`):
    /// nothing hands a value through them.
    func closedMetatypeUses(of protocolName: String) -> Int {
        Int(facts(of: protocolName).closedMetatypeUses)
    }

    /// True when `type` is one of `names` or inherits from one of them, directly or through the package.
    func isKind(_ type: String, ofAnyOf names: Set<String>) -> Bool {
        names.contains(type) || !supertypes(of: type).isDisjoint(with: names)
    }

    private func facts(of name: String) -> NameFacts {
        guard let number = strings.existingNumber(name), Int(number) < nameFacts.count else { return NameFacts() }
        return nameFacts[Int(number)]
    }
}
