import GuardrailsCore

/// `Session.current`, `Player.main`: a class or actor of the package that declares `static let current = Session()`
/// hands out its one instance under that name, as `shared` does elsewhere. Framework types (`Thread.main`,
/// `Calendar.current`) are not judged by their name alone: only the package's own declaration says it is one.
enum OwnInstanceSingletons {
    static func isAccess(_ reference: Reference, of type: String, _ index: PackageIndex) -> Bool {
        index.ownInstanceStatics(of: type).contains(reference.name)
            && index.declarations(named: type).contains { $0.kind == .class || $0.kind == .actor }
    }
}
