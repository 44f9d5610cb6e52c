/// What production code does with one name (see `PackageIndex`): how often it uses it as a type, less its
/// conformances and extensions; whether it names it at all; whether a type stores a property of it; whether
/// it casts to it or states it as a capability (`x as? Name`); whether it hands its metatype to a call (`Name.self`).
struct NameFacts: Sendable {
    var uses: Int32 = 0
    /// How many of those uses are metatypes of a closed list of types, or instances picked from one (see `ClosedMetatypes`).
    var closedMetatypeUses: Int32 = 0
    var isMentioned = false
    /// Named outside preview code (see `PreviewReferences`).
    var isMentionedOutsidePreviews = false
    var isMentionedInPreviews = false
    var isHeld = false
    /// Stored by a `public`, `open` or `package` type: part of the value its module exposes.
    var isHeldByAPI = false
    var isCheckedFor = false
    /// Written as the type of an `as?`, `as!` or `is` cast, also qualified by its module (`signer as? Keys.Prompting`).
    var isCastTo = false
    /// How many of `uses` sit in `private` or `fileprivate` code of files that also cast to the name: a value found by the
    /// cast, handed on only where it was found.
    var privateUsesWhereCast: Int32 = 0
    var isPassedAsMetatype = false
    /// How many of `uses` are metatypes handed to a call (`cast(value, to: Name.self)`).
    var metatypeArgumentUses: Int32 = 0
    /// Written as the object type of an `NSCache<Key, Object>`, which must be a class.
    var isCacheObject = false
    /// Named by a file declaring a client's live factory, and by a production file declaring neither such a
    /// factory nor the name itself (see `FileSummary.declaresLiveFactory`).
    var isMentionedByLiveFactoryFile = false
    var isMentionedBeyondLiveFactoryFiles = false
}
