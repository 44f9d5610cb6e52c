import GuardrailsCore

/// Protocols judged through the package protocols they refine or that refine them: a refinement adding only values to a
/// data shape, and the face a refinement carrying the behaviour extends.
struct ProtocolRefinementShapes {
    let index: PackageIndex

    /// `protocol CompileLine: LineShape { var file: String { get } }` where `LineShape` requires only `init?(groups:)` and
    /// `static` properties: the refinement adds read-only values (`isValue`) to a data shape whose only requirements,
    /// through every package protocol it refines, are initializers and properties. An inherited initializer is no more a
    /// method than one the protocol declares itself; a parent requiring any method keeps the refinement judged.
    /// Production types must adopt it: one nothing adopts yet (`ListResponse: Response`, named by a parameter) is an
    /// unproven seam.
    func addsValuesToDataShape(_ type: TypeDecl, isValue: (MemberDecl) -> Bool) -> Bool {
        guard !type.members.isEmpty, type.members.allSatisfy({ $0.kind == .variable && isValue($0) }),
              index.conformersThroughRefinements(of: type.name).contains(where: { !$0.isTest && $0.kind != .protocol }) else { return false }
        var pending = packageProtocols(in: type.inheritance.map(\.name))
        guard !pending.isEmpty else { return false }
        var seen: Set<String> = []
        var requiresInitializer = false
        while let parent = pending.popLast(), seen.count < 32 {
            guard seen.insert(parent).inserted else { continue }
            for declared in index.declarations(named: parent) where declared.kind == .protocol {
                let requirements = index.methodRequirements(of: parent, in: declared.module)
                guard requirements.allSatisfy({ $0 == "init" }) else { return false }
                requiresInitializer = requiresInitializer || !requirements.isEmpty
                pending += packageProtocols(in: declared.inheritance)
            }
        }
        return requiresInitializer
    }

    /// `public protocol Credential { func name() -> String }` whose every production conformer also adopts a package
    /// protocol refining it with methods of its own (`protocol Authenticating: Credential { func authenticate(…) }`), the
    /// face requiring only parameterless queries answering a value: callers keep only what casts to the refinement, so
    /// the refinement is the seam a double would substitute, judged itself; a double of the face could stand in for nothing.
    func isFaceOfRefinedSeam(_ type: TypeDecl, module: String?) -> Bool {
        let defaults = index.extensionMembers(of: type.name, in: module)
        let required = type.members.filter { ($0.kind == .function || $0.kind == .subscriptDecl) && !$0.modifiers.contains("static") && !defaults.contains($0.name) }
        guard !required.isEmpty, required.allSatisfy({ $0.kind == .function && !$0.isAsync && $0.declaresResult && $0.argumentLabels == "" }) else { return false }
        let refinements = index.conformers(of: type.name).filter { refinement in
            refinement.kind == .protocol && !refinement.isTest && index.methodRequirements(of: refinement.name, in: refinement.module).contains { $0 != "init" }
        }
        let behaving = Set(refinements.flatMap { index.conformersThroughRefinements(of: $0.name) }.filter { !$0.isTest && $0.kind != .protocol }.map(\.name))
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        return !behaving.isEmpty && conformers.allSatisfy { behaving.contains($0.name) }
    }

    /// `public protocol RootSelection: Selection, EntityValue {}` that no production type adopts, itself or through its
    /// refinements, adding no method to package protocols that require, through every one they refine, only initializers and
    /// properties (`static` ones too), one of them refining `Hashable` or `Equatable`: the vocabulary of values its users'
    /// (generated) models declare; a double would be one more model. A method anywhere in the chain, no value parent, or a
    /// production adopter keeps it judged.
    func namesUnadoptedValueModels(_ type: TypeDecl) -> Bool {
        guard !type.inheritance.isEmpty, !type.members.contains(where: { $0.kind == .function || $0.kind == .subscriptDecl }) else { return false }
        var pending = packageProtocols(in: type.inheritance.map(\.name))
        guard !pending.isEmpty, !index.conformersThroughRefinements(of: type.name).contains(where: { !$0.isTest && $0.kind != .protocol }) else { return false }
        var seen: Set<String> = []
        var comparesValues = false
        while let parent = pending.popLast(), seen.count < 32 {
            guard seen.insert(parent).inserted else { continue }
            for declared in index.declarations(named: parent) where declared.kind == .protocol {
                guard index.methodRequirements(of: parent, in: declared.module).allSatisfy({ $0 == "init" }) else { return false }
                comparesValues = comparesValues || declared.inheritance.contains { $0 == "Hashable" || $0 == "Equatable" }
                pending += packageProtocols(in: declared.inheritance)
            }
        }
        return comparesValues
    }

    private func packageProtocols(in names: [String]) -> [String] {
        names.filter { name in index.declarations(named: name).contains { $0.kind == .protocol } }
    }
}
