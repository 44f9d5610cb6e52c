import GuardrailsCore

/// `protocol ReceiptPrinterFactory { func makeReceiptPrinter() -> ReceiptPrinter }` adopted only by the codebase's injection
/// container (`open class AppContainer`, extended once per factory protocol, consumers requiring an alias composing the
/// factories they need): the composition root's interface cut per consumer, not a boundary waiting for a second strategy.
enum ContainerFactoryProtocols {
    /// How many factory protocols a class must adopt to be the container they are cut from.
    private static let minimumFactories = 3

    /// Whether every requirement of `type` is a `make…` method returning a value and its one production conformer is a
    /// class named as an injection container (`…Container`, `…Dependencies`, `…Environment`, `…Resolver`) that adopts
    /// three such factory protocols or more, in its declaration, through an alias or in extensions. Asked only for a
    /// protocol about to be reported.
    static func isContainerFactory(_ type: TypeDecl, conformers: [IndexedType], _ index: PackageIndex) -> Bool {
        let requirements = type.members.filter { !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        guard !requirements.isEmpty, requirements.allSatisfy({ $0.kind == .function && $0.declaresResult && isFactoryName($0.name) }),
              let conformer = conformers.first, index.isNamedAsInjectionContainer(conformer.name) else { return false }
        let declared = conformer.kind == .class ? [conformer] : index.declarations(named: conformer.name).filter { $0.kind == .class }
        guard let container = declared.first(where: { $0.module == conformer.module }) ?? declared.first else { return false }
        var factories = 0
        for name in index.supertypes(ofDeclared: container) where isFactoryProtocol(name, index) {
            factories += 1
            if factories >= minimumFactories { return true }
        }
        return false
    }

    /// A package protocol whose requirements, one at least, are all `make…` methods.
    private static func isFactoryProtocol(_ name: String, _ index: PackageIndex) -> Bool {
        guard let declaration = index.declarations(named: name).first(where: { $0.kind == .protocol }) else { return false }
        let members = index.protocolMembers(of: name, in: declaration.module)
        return !members.isEmpty && members.allSatisfy(isFactoryName)
            && members.count == index.methodRequirements(of: name, in: declaration.module).count
    }

    /// `makeReceiptPrinter`: `make` followed by a capitalised word.
    private static func isFactoryName(_ name: String) -> Bool {
        name.hasPrefix("make") && name.dropFirst(4).first?.isUppercase == true
    }
}
