import Foundation
import GuardrailsCore
import GuardrailsRules

/// The production files of the packages a unit sees, built once per package: a package sees its local
/// dependencies (and theirs), a project without a manifest every package below it. They are indexed with
/// the unit, never reported, so a reference to a class of another package is judged as SwiftPM sees it
/// and the verdict does not depend on which folders the command was given.
struct VisiblePackages {
    let planner: LintPlanner
    var built: [String: LintUnit]
    /// For each unit `inputs(seenFrom:)` was asked about, the roots of the packages it sees.
    private(set) var seenRoots: [String: Set<String>] = [:]

    init(planner: LintPlanner, built: [String: LintUnit]) {
        self.planner = planner
        self.built = built
    }

    mutating func inputs(seenFrom unit: LintUnit) throws -> [LintInput] {
        var pending = unit.visiblePackageRoots
        var seen: Set<String> = [unit.root]
        var inputs: [LintInput] = []
        while let root = pending.popLast() {
            guard seen.insert(root).inserted else { continue }
            let package = try self.unit(at: root)
            pending += package.visiblePackageRoots
            for input in package.inputs where !PackagePath.isManifest(input.path) {
                guard case .module(let module, isTest: false) = package.model.placement(of: input.path) else { continue }
                guard let absolute = input.absolutePath else { continue }
                inputs.append(LintInput(
                    path: PathNames.relative(absolute, from: unit.root), source: .file(absolutePath: absolute), displayPath: input.displayPath,
                    isReported: false, placement: .module(module, isTest: false)
                ))
            }
        }
        seen.remove(unit.root)
        seenRoots[unit.root] = seen
        return inputs
    }

    private mutating func unit(at root: String) throws -> LintUnit {
        if let unit = built[root] { return unit }
        let unit = try planner.unit(at: root, linting: []).0
        built[root] = unit
        return unit
    }
}
