import GuardrailsCore

/// A presenter's output port to its view: `protocol ItemViewProtocol: AnyObject` held `weak var view: ItemViewProtocol?`
/// by a type of the protocol's own file that is no view, under a name saying it is its view, and adopted only by views and
/// view controllers. It keeps the
/// presenter from naming UIKit's classes (the dependency points toward the interface, not the screen): no strategy is
/// chosen through it, and a closure per requirement would not invert that dependency. A delegate (`weak var delegate` of a
/// view controller, a table adapter or an SDK wrapper) is a callback a closure can carry.
struct PresenterViewPorts {
    let index: PackageIndex

    func isViewPort(_ type: TypeDecl, in model: SourceModel, implementations: [IndexedType]) -> Bool {
        let screens = MainActorClasses(frameworkRootsIn: index)
        let holders = model.types.filter { holder in
            holder.kind != .protocol && holder.members.contains { $0.kind == .variable && $0.propertyType?.name == type.name }
        }
        // A module's protocols declared together (`…Protocols.swift`): the presenter's protocol requires the view, and
        // its conformers, no views, hold it in their own files.
        let requiring = model.types.filter { holder in
            holder.kind == .protocol && holder.name != type.name && holder.members.contains { $0.kind == .variable && $0.propertyType?.name == type.name }
        }
        guard requiring.allSatisfy({ requiresAsView($0, type.name, screens) }), !holders.isEmpty || !requiring.isEmpty else { return false }
        return !implementations.isEmpty && holders.allSatisfy { holder in
            holder.kind == .class && !screens.isFrameworkUIType(holder.name) && holder.members.allSatisfy { member in
                member.kind != .variable || member.propertyType?.name != type.name || member.modifiers.contains("weak") && Self.namesView(member.name)
            }
        } && implementations.allSatisfy { screens.isFrameworkUIType($0.name) }
    }

    /// `protocol ItemPresenting { var view: ItemViewProtocol? { get set } }` adopted only by classes that are no views.
    private func requiresAsView(_ holder: TypeDecl, _ port: String, _ screens: MainActorClasses) -> Bool {
        let conformers = index.conformers(of: holder.name).filter { !$0.isTest }
        return !conformers.isEmpty && conformers.allSatisfy { ($0.kind == .class || $0.kind == .extension) && !screens.isFrameworkUIType($0.name) }
            && holder.members.allSatisfy { $0.kind != .variable || $0.propertyType?.name != port || Self.namesView($0.name) }
    }

    /// `view`, `cardView`: the holder calls its conformer its view; a `delegate` is a callback its owner answers.
    private static func namesView(_ property: String) -> Bool {
        property == "view" || property.hasSuffix("View")
    }
}
