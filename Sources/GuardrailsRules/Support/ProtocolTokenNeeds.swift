import GuardrailsCore

/// Cheap shape tests telling which protocol files a token-reading check could apply to, asked before tokens are read.
enum ProtocolTokenNeeds {
    /// Refines something and requires only properties: only such a protocol can add values to a data shape it refines.
    static func refinesWithPropertiesOnly(_ type: TypeDecl) -> Bool {
        !type.inheritance.isEmpty && !type.members.isEmpty && type.members.allSatisfy { $0.kind == .variable }
    }

    /// Three or more properties for each method but one, some method among them: only such a protocol can be a record face.
    static func mayBeRecordFace(_ type: TypeDecl) -> Bool {
        let properties = type.members.filter { $0.kind == .variable }.count
        let methods = type.members.filter { $0.kind == .function }.count
        return methods > 0 && properties >= 3 * max(methods - 1, 1)
    }

    /// Conformers in production, through refinements, none of them a class: only such a protocol can be a capability of values.
    static func hasOnlyNonClassConformers(_ name: String, _ index: PackageIndex) -> Bool {
        let conformers = index.conformersThroughRefinements(of: name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && !conformers.contains { $0.kind == .class }
    }

    /// `View`, `UIView`, `NSView` or `NSClassFromString`, asked of every name in a file: the length rules out nearly all before any text is compared.
    static func namesViewOrClassLookup(_ name: String) -> Bool {
        switch name.utf8.count {
        case 4: name == "View"
        case 6: name == "UIView" || name == "NSView"
        case 17: name == "NSClassFromString"
        default: false
        }
    }
}
