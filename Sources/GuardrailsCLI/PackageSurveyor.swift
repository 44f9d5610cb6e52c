import Foundation
import GuardrailsCore
import GuardrailsRules

/// Reads every target's files for `init`; a target whose folder is missing is named as such.
struct PackageSurveyor {
    /// Targets whose code `init` places in layers; system libraries, binaries and plugins have none to lint.
    static let surveyedKinds: Set<TargetKind> = [.regular, .executable, .test, .macro]

    let root: String
    /// Where `root` lies from the folder `init` runs in (`Packages/Catalog/`), for the paths the summary shows.
    var displayPrefix = ""

    /// `vended`: the modules the package's library products vend (`PackageModel.vendedModules`).
    func survey(_ targets: [PackageTarget], vended: Set<String> = []) throws -> [TargetSurvey] {
        let names = Set(targets.map(\.name))
        let shipped = Self.shipped(targets, vended: vended)
        return try targets.filter { Self.surveyedKinds.contains($0.kind) }.map { target in
            let folder = target.directory.isEmpty ? root : root + "/" + target.directory
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw FileError(
                    path: target.directory,
                    reason: "target '\(target.name)' has no folder here; create it, or point the target's `path:` in Package.swift at its sources"
                )
            }
            var survey = TargetSurvey(target: target)
            survey.isShipped = shipped.contains(target.name)
            let folderName = String(target.directory.split(separator: "/").last ?? "")
            if !folderName.isEmpty, FileManager.default.fileExists(atPath: PathNames.parent(folder) + "/" + folderName + ".xcodeproj") {
                survey.appProject = folderName + ".xcodeproj"
            }
            let files = try FileCollector(root: folder, isExcluded: { _ in false }).collect().files
            for path in files {
                let packagePath = target.directory.isEmpty ? path : target.directory + "/" + path
                guard target.compiles(packagePath) else { continue }
                guard let data = FileManager.default.contents(atPath: folder + "/" + path) else {
                    throw FileError(path: packagePath, reason: "cannot be read")
                }
                survey.read(SourceModel.parse([UInt8](data)), path: displayPrefix + packagePath)
            }
            let declared = (target.dependencies ?? []).filter(\.mayNameLocalTarget).map(\.name)
            survey.declaredDependencies = declared.filter(names.contains)
            survey.packageDependencies = Set(declared).union(survey.imports).intersection(names).subtracting([target.name]).sorted()
            return survey
        }
    }

    /// Production modules whatever their names: the vended ones, the executables and every target an executable
    /// depends on, directly or not.
    static func shipped(_ targets: [PackageTarget], vended: Set<String>) -> Set<String> {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var shipped: Set<String> = []
        var pending = targets.filter { $0.kind == .executable }.map(\.name)
        while let name = pending.popLast() {
            guard shipped.insert(name).inserted, let target = byName[name] else { continue }
            pending += (target.dependencies ?? []).filter(\.mayNameLocalTarget).map(\.name)
        }
        return shipped.union(vended).filter { byName[$0].map { [.regular, .executable].contains($0.kind) } ?? false }
    }
}
