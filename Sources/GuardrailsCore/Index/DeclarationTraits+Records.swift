extension DeclarationTraits {
    /// `@objcMembers class Lookup: NSObject { var code: String?; init(json: JSON) {…} }`, or an extension adding computed
    /// properties to one: a class or extension whose members are only properties and initializers, beside the witnesses of
    /// equality, hashing and coding (`isEqual(_:)`, `hash`, `encode(to:)`). Nothing a caller could ask it to do: its
    /// initializer fills in data. A stored closure (behavior handed in) or a stored object handle (`AnyClass`, a framework
    /// object it drives) makes it more than its data; a `class` member is one a subclass overrides.
    static func declaresOnlyData(_ type: TypeDecl) -> Bool {
        guard type.kind == .class || type.kind == .extension, !type.attributes.contains("Observable") else { return false }
        for member in type.members {
            // A `lazy` property is work done and kept on first read: the object changes after its initializer.
            // `class var supportsSecureCoding` is the one `class` member archiving asks for: a coding witness like `encode(to:)`.
            if member.modifiers.contains("class") && member.name != "supportsSecureCoding" || member.modifiers.contains("lazy") { return false }
            switch member.kind {
            case .initializer:
                continue
            case .variable:
                guard member.isLet || member.isStoredVar, let stored = member.propertyType else { continue }
                if stored.isFunction || handleNames.contains(stored.name) || stored.name.hasSuffix(".Type") { return false }
            case .function:
                guard valueWitnesses.contains(member.name) else { return false }
            case .deinitializer, .subscriptDecl, .enumCase:
                return false
            }
        }
        return true
    }

    /// Functions by which an object is compared, hashed or coded: what a record overrides, not an action.
    private static let valueWitnesses: Set<String> = ["isEqual", "hash", "==", "encode", "copy"]

    /// Stored types that hand the object a class or an arbitrary object to drive rather than data to keep.
    private static let handleNames: Set<String> = ["AnyClass", "AnyObject", "Any", "NSObject", "NSObjectProtocol"]
}
