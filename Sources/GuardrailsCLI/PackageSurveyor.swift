import Foundation
import GuardrailsCore
import GuardrailsRules

/// Reads every target's files for `init`; a target whose folder is missing is named as such.
struct PackageSurveyor {
    /// Targets whose code `init` places in layers; system libraries, binaries and plugins have none to lint.
    static let surveyedTypes: Set<String> = ["library", "regular", "executable", "test", "macro", "snippet"]

    let root: String

    func survey(_ targets: [PackageTarget]) throws -> [TargetSurvey] {
        let names = Set(targets.map(\.name))
        let collector = FileCollector(root: root, configuration: Configuration(catalog: RuleRegistry.catalog))
        return try targets.filter { Self.surveyedTypes.contains($0.type) }.map { target in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + target.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw FileError(
                    path: target.path,
                    reason: "target '\(target.name)' has no folder here; create it, or point the target's `path:` in Package.swift at its sources"
                )
            }
            var survey = TargetSurvey(target: target)
            for input in try collector.collect([target.path]) {
                guard let data = input.absolutePath.flatMap(FileManager.default.contents(atPath:)) else {
                    throw FileError(path: input.path, reason: "cannot be read")
                }
                survey.read(SourceModel.parse([UInt8](data)), path: input.path)
            }
            survey.packageDependencies = Set(target.dependencies).union(survey.imports).intersection(names).subtracting([target.name]).sorted()
            return survey
        }
    }
}
