import GuardrailsCore

/// A design system's showcase app (`WidgetsGalleryApp`): a program or `composition` target whose declared dependencies
/// reach only modules of `ui` layers (the UI kit and its assets), beside another app of the package that reaches domain or
/// infrastructure code (the shipped one). It has no feature to navigate between: it opens sample screens of components,
/// like an example app (`exampleTargetWords`). The package's only app, or one reaching any other kind of module, is not one.
enum ComponentCatalogApps {
    static func isCatalogAppModule(_ module: String?, _ context: RuleContext) -> Bool {
        guard let module, let target = context.index.package.target(named: module), isApp(target, context),
              let reached = packageClosure(of: target, context), !reached.isEmpty,
              reached.allSatisfy({ context.layer(ofModule: $0)?.kind == "ui" }) else { return false }
        // Beside a shipped app: another app whose dependencies reach more than the UI kit.
        return context.index.package.targets.contains { other in
            other.name != module && isApp(other, context)
                && packageClosure(of: other, context).map { $0.contains { context.layer(ofModule: $0)?.kind != "ui" } } == true
        }
    }

    private static func isApp(_ target: PackageTarget, _ context: RuleContext) -> Bool {
        !target.isTest && (target.kind == .executable || context.layer(ofModule: target.name)?.kind == "composition")
    }

    /// The package targets `target` depends on, directly or through each other; nil when a declaration is missing.
    private static func packageClosure(of target: PackageTarget, _ context: RuleContext) -> Set<String>? {
        guard target.dependencies != nil else { return nil }
        var reached: Set<String> = []
        var pending = [target]
        while let current = pending.popLast() {
            guard let dependencies = current.dependencies else { return nil }
            for dependency in dependencies {
                if case .product = dependency.kind { continue }
                guard let next = context.index.package.target(named: dependency.name), reached.insert(next.name).inserted else { continue }
                pending.append(next)
            }
        }
        return reached
    }
}
