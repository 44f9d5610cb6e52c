import GuardrailsCore

/// For `protocol-without-test-double`: a composition root's wiring units. `protocol Wiring { func wire(into registry:
/// Registry) }` declared in a `composition` layer, every requirement an action (no result, nothing `async`) taking the one
/// thing it wires into, and every production conformer a type of that same layer (`NetworkWiring`, `StorageWiring`, which
/// register the app's concrete types): the root's own way of splitting its assembly into parts, which only the running app
/// exercises. A requirement answering something, taking more than one value, a single conformer (a screen's router), or a
/// conformer outside the composition layer keeps it a seam.
enum CompositionWiringProtocols {
    static func isWiringUnit(_ type: TypeDecl, module: String?, _ context: RuleContext) -> Bool {
        guard let module, context.layer(ofModule: module)?.kind == "composition", !type.members.isEmpty,
              type.members.allSatisfy({ member in
                  member.kind == .function && !member.isAsync && !member.declaresResult && !member.modifiers.contains("static")
                      && member.argumentLabels.map { $0.filter { $0 == ":" }.count == 1 } == true
              }) else { return false }
        let conformers = context.index.conformers(of: type.name).filter { !$0.isTest }
        // Two parts or more: a protocol one router or interactor adopts (`func showDetail(for id: String)`) is a screen's seam.
        return Set(conformers.map(\.name)).count >= 2 && conformers.allSatisfy { conformer in
            conformer.kind != .protocol && conformer.module.flatMap { context.layer(ofModule: $0)?.kind } == "composition"
        }
    }
}
