// libFuzzer entry point, compiled together with the GuardrailsCore and GuardrailsRules sources by
// scripts/fuzz-guardrails.sh (never by SwiftPM). Every input goes through the lexer, the source
// model and the whole rule set, and is read as a Package.swift too (manifest reader, package model,
// the rules that check manifests); libFuzzer reports any crash, sanitizer error or hang.
import GuardrailsCore
import GuardrailsRules

/// Every profile's rules, including those that read tokens, on the example package layout.
private let everyProfile = Configuration(
    catalog: RuleRegistry.catalog, profiles: RuleRegistry.catalog.profiles.map(\.name), layers: ExampleConfiguration.configuration.layers
)

@_cdecl("LLVMFuzzerTestOneInput")
public func guardrailsFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let model = SourceModel.parse(bytes)
    precondition(model.lineCount >= 1)
    let text = String(decoding: bytes, as: UTF8.self)
    let inputs = [
        LintInput(path: "Sources/Feature/Fuzzed.swift", source: .text(text)),
        LintInput(path: "Tests/FeatureTests/Fuzzed.swift", source: .text(text)),
    ]
    _ = Linter(configuration: everyProfile, jobs: 1).lint(inputs)
    let package = PackageModel(manifest: Manifest.read(bytes)) { !$0.isEmpty }
    for target in package.targets.prefix(16) {
        _ = package.placement(of: PackagePath.joined(target.directory, "Fuzzed.swift"))
    }
    _ = Linter(configuration: everyProfile, jobs: 1).lint(inputs + [LintInput(path: "Package.swift", source: .text(text))], in: package)
    return 0
}
