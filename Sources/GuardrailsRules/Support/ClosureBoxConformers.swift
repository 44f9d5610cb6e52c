import GuardrailsCore

/// Production conformers that only forward to closures their builder passes (`AnyModifier { … }`): tests substitute the
/// protocol with closures of their own.
enum ClosureBoxConformers {
    /// `struct AnyModifier: Modifier { let block: (Image) -> Image }` beside the protocol, or `final class BlockObserver:
    /// Observer` storing only `private let onUpdate: UpdateHandler?` in a file of its own, which tests name: a production
    /// conformer storing only closures forwards to whatever its builder passes, so tests substitute the protocol with
    /// closures of their own (`AnyModifier { image in image }`). Such a box storing anything else is an implementation.
    static func hasClosureBoxTestsBuild(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        index.conformers(of: type.name).contains { conformer in
            !conformer.isTest && (conformer.kind == .struct || conformer.kind == .class)
                && index.traits(of: conformer).contains(.storesOnlyClosures) && index.isUsedByTests(conformer.name)
        }
    }

    /// `struct ClosureStep: Step { let identifier: String; let closure: StepClosure }` in the protocol's file, which tests name:
    /// a closure box whose other stored properties are plain values witnessing the protocol's own property requirements (the
    /// `identifier` it asks for) forwards its work to the closure its builder passes, so tests substitute the protocol with
    /// closures of their own (`ClosureStep(identifier: "a") { … }`), as with a box storing only closures. A collaborator, or a
    /// value the protocol does not ask for (`let name: String` beside the block of an `AnyFilter`), makes it an implementation.
    /// Its `description` (adopting `CustomStringConvertible`) and an optional of the protocol itself it composes with (`parent:
    /// StorageScope?`, which tests leave out) are no implementation either.
    /// The closure may be the payload of a case of an enum of the file the box stores (`let behavior: Behavior` with `case cache,
    /// skip, modify((Response) -> Response?)`, no case carrying anything else; tests building `Cacher(behavior: .modify { … })`), the box conforming in its
    /// declaration or an extension of the file.
    static func hasValueClosureBoxTestsBuild(_ type: TypeDecl, in model: SourceModel, _ index: PackageIndex) -> Bool {
        let adopters = Set(model.types.filter { $0.inheritance.contains(where: { $0.name == type.name }) }.map(\.name))
        guard !adopters.isEmpty else { return false }
        let required = Set(type.members.filter { $0.kind == .variable && !$0.modifiers.contains("static") }.map(\.name))
        // An enum whose cases carry closures or nothing (`.live(URLSession)` beside them would be an implementation).
        let closureCarriers = Set(model.types.filter { carrier in
            carrier.kind == .enum && carrier.members.contains(where: \.carriesClosure)
                && carrier.members.allSatisfy { $0.kind != .enumCase || !$0.hasAssociatedValues || $0.carriesClosure }
        }.map(\.name))
        return model.types.contains { box in
            guard box.kind == .struct || box.kind == .class, adopters.contains(box.name) else { return false }
            // Its `description` labels it when it adopts `CustomStringConvertible`: a value a protocol it adopts asks for.
            let labels = box.inherits("CustomStringConvertible") ? required.union(["description"]) : required
            var closures = 0
            for member in box.members where (member.isLet || member.isStoredVar) && !member.modifiers.contains("static") && !member.modifiers.contains("class") {
                guard let stored = member.propertyType, stored.isAnnotated else { return false }
                if stored.isFunction || model.functionAliases.contains(stored.name) || closureCarriers.contains(stored.name) {
                    closures += 1
                } else if stored.name == type.name && stored.isOptional {
                    // `parent: StorageScope?`: another of its kind it composes with, which tests may leave out or fill with a box.
                    continue
                } else if !labels.contains(member.name) || !DataShapeProtocols.plainValueTypes.contains(stored.name) || stored.isConstructed {
                    return false
                }
            }
            return closures > 0 && index.isUsedByTests(box.name)
        }
    }
}
