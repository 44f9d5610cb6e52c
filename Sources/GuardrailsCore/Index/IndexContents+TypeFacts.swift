/// What a declaration's body says about the object it makes (see `TypeTraits`), and what test code names.
extension IndexContents {
    func traits(of type: IndexedType) -> TypeTraits {
        typeFacts.traits(of: type)
    }

    /// Static properties production code declares on `type` (or its extensions) holding an instance of `type`
    /// (`static let current = Session()`).
    func ownInstanceStatics(of type: String) -> Set<String> {
        typeFacts.ownInstanceStatics(of: type)
    }

    /// What the classes, caseless enums and extensions called `name` name, when all of them hold only values
    /// (a palette, a font catalogue, a namespace of constants; see `ValueHolders`); `nil` otherwise.
    func valueHolder(named name: String) -> ValueHolderShape? {
        typeFacts.valueHolder(named: name)
    }

    /// True when a test target's file, or one of a test-support layer, names the type.
    func isUsedByTests(_ name: String) -> Bool {
        typeFacts.isUsedByTests(name)
    }
}
