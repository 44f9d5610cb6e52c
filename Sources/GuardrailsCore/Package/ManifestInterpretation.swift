/// Turns evaluated values into targets, products and notes: only the package's lists are interpreted,
/// so something unreadable in a setting the linter ignores never produces a note.
struct ManifestInterpretation {
    var evaluator: ManifestEvaluator
    var targets: [ManifestTarget] = []
    var products: [ManifestProduct] = []
    var localPackages: [LocalPackageReference] = []
    var notes: [ManifestNote]
    var targetsAreComplete = true

    static let fallback = "its targets fall back to the folder convention (Sources/<name>, Tests/<name>)"

    init(evaluator: ManifestEvaluator) {
        self.evaluator = evaluator
        notes = evaluator.notes
    }

    mutating func interpret() {
        if let stopped = evaluator.stopped {
            notes.append(stopped)
            targetsAreComplete = false
        }
        guard evaluator.sawPackage else {
            notes.append(ManifestNote(line: 1, construct: "a manifest without a `Package(…)` declaration", consequence: Self.fallback))
            targetsAreComplete = false
            return
        }
        var seen: Set<String> = []
        for element in elements(of: evaluator.packageLists[.targets], as: ["Target"]) {
            guard case .target(let index) = element else {
                unreadableTarget(element)
                continue
            }
            if let target = target(evaluator.drafts[index]), seen.insert(target.name).inserted {
                targets.append(target)
            }
        }
        for element in elements(of: evaluator.packageLists[.products], as: ["Product"]) {
            guard case .call(let call) = element, case .string(let name, _, _)? = call.argument("name") else { continue }
            products.append(ManifestProduct(name: name, targets: strings(call.argument("targets")).values, isLibrary: call.name == "library"))
        }
        let dependencies = elements(of: evaluator.packageLists[.dependencies], as: ["Package.Dependency"])
        // `swift-syntax` of `.package(url: ".../swift-syntax.git", …)`: a local path of the same identity is the other arm of an
        // environment switch (`SWIFTCI_USE_LOCAL_DEPS`), which SwiftPM does not take by default.
        var remoteIdentities: Set<String> = []
        for element in dependencies {
            if case .call(let call) = element, call.name == "package", case .string(let url, _, _)? = call.argument("url"),
               let last = url.split(separator: "/").last {
                remoteIdentities.insert((last.hasSuffix(".git") ? String(last.dropLast(4)) : String(last)).lowercased())
            }
        }
        for element in dependencies {
            if case .call(let call) = element, call.name == "package", case .string(let path, _, _)? = call.argument("path") {
                var name: String?
                if case .string(let written, _, _)? = call.argument("name") { name = written }
                var reference = LocalPackageReference(path: path, name: name, line: call.line)
                // `../llbuild` beside `swift-llbuild.git`: a checkout folder often drops the repository's `swift-` prefix.
                reference.hasRemoteAlternative = reference.identities.contains { identity in
                    remoteIdentities.contains(identity.lowercased()) || remoteIdentities.contains("swift-" + identity.lowercased())
                }
                localPackages.append(reference)
            }
        }
    }

    /// `platforms: [.iOS(.v15), .macOS("12.0")]`, every entry read, or none: an entry the reader cannot follow could
    /// declare any version.
    func platforms() -> [PlatformMinimum] {
        var read: [PlatformMinimum] = []
        for element in flattened(evaluator.packageLists[.platforms] ?? .array([])) {
            guard case .call(let call) = element, call.isCall, call.arguments.count == 1, let version = version(call.arguments[0].value) else { return [] }
            read.append(PlatformMinimum(platform: call.name, version: version))
        }
        return read
    }

    /// `.v15`, `.v10_15` or `"12.0"`.
    private func version(_ value: ManifestValue) -> [Int]? {
        let text: Substring
        switch value {
        case .string(let string, _, _): text = Substring(string)
        case .call(let call) where !call.isCall && call.name.hasPrefix("v"): text = call.name.dropFirst()
        default: return nil
        }
        let components = text.split(separator: text.contains("_") ? "_" : ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !components.isEmpty, components.allSatisfy({ $0 != nil }) else { return nil }
        return components.compactMap { $0 }
    }

    private mutating func unreadableTarget(_ element: ManifestValue) {
        targetsAreComplete = false
        switch element {
        case .unknown(let construct, let line):
            notes.append(ManifestNote(line: line, construct: construct, consequence: "the targets it declares fall back to the folder convention"))
        case .call(let call):
            notes.append(ManifestNote(line: call.line, construct: "'.\(call.name)(…)' in the targets", consequence: "the targets it declares fall back to the folder convention"))
        default:
            notes.append(ManifestNote(line: 1, construct: "an entry of the package's targets that is not a target", consequence: "the targets it declares fall back to the folder convention"))
        }
    }

    private mutating func target(_ draft: ManifestTargetDraft) -> ManifestTarget? {
        guard case .string(let name, _, _)? = draft.arguments["name"] else {
            let construct = draft.arguments["name"].map(describe) ?? "a target without a name"
            unreadableTarget(.unknown(construct: construct, line: draft.line))
            return nil
        }
        var path: String?
        switch draft.arguments["path"] {
        case .string(let value, _, _)?: path = value
        case .unknown(let construct, let line)?:
            notes.append(ManifestNote(line: line, construct: construct, consequence: "target '\(name)' is looked for in its default folder"))
        default: break
        }
        var sources: [String]?
        if let value = draft.arguments["sources"], !isNothing(value) {
            let read = strings(value)
            if let problem = read.problem {
                notes.append(ManifestNote(line: problem.line, construct: problem.construct, consequence: "every file in the folder of target '\(name)' is taken as its source"))
            } else {
                sources = read.values
            }
        }
        let exclude = strings(draft.arguments["exclude"])
        if let problem = exclude.problem {
            notes.append(ManifestNote(line: problem.line, construct: problem.construct, consequence: "files target '\(name)' excludes may be linted"))
        }
        if let inference = draft.inference {
            // The helper that declares it may declare more (a folder it names differently, its tests).
            targetsAreComplete = false
            return ManifestTarget(name: name, kind: draft.kind, dependenciesAreComplete: false, line: draft.line, mayDefineFlags: true, inferredFrom: inference)
        }
        let dependencies = self.dependencies(draft.arguments["dependencies"], of: name, line: draft.line)
        return ManifestTarget(
            name: name, kind: draft.kind, path: path, sources: sources, exclude: exclude.values,
            resources: resources(draft.arguments["resources"]), dependencies: dependencies.values,
            dependenciesAreComplete: dependencies.isComplete && !evaluator.dependenciesMayChangeAnywhere
                && !evaluator.targetsWithUnreadDependencies.contains(name),
            line: draft.line,
            isMainActorByDefault: isMainActorByDefault(draft.arguments["swiftSettings"]),
            moduleAliases: moduleAliases(draft.arguments["swiftSettings"]), mayDefineFlags: mayDefineFlags(draft.arguments["swiftSettings"])
        )
    }

    /// `.defaultIsolation(MainActor.self)` (the reader keeps `MainActor.self` as an expression it did not
    /// evaluate) or `.unsafeFlags([… "-default-isolation", "MainActor" …])` among the settings.
    private mutating func isMainActorByDefault(_ settings: ManifestValue?) -> Bool {
        var isMainActor = false
        for element in elements(of: settings, as: ["SwiftSetting"]) {
            guard case .call(let call) = element else { continue }
            switch call.name {
            case "defaultIsolation":
                switch call.arguments.first?.value {
                case .unknown(let construct, _)?: isMainActor = construct.hasPrefix("'MainActor")
                case .nothing?: isMainActor = false
                default: break
                }
            case "unsafeFlags":
                let flags = strings(call.arguments.first?.value).values
                if let position = flags.firstIndex(of: "-default-isolation"), position + 1 < flags.count {
                    isMainActor = flags[position + 1] == "MainActor"
                }
            default: break
            }
        }
        return isMainActor
    }

    /// `.unsafeFlags([… "-module-alias", "Written=Real" …])` among the settings, by written name.
    private mutating func moduleAliases(_ settings: ManifestValue?) -> [String: String] {
        var aliases: [String: String] = [:]
        for element in elements(of: settings, as: ["SwiftSetting"]) {
            guard case .call(let call) = element, call.name == "unsafeFlags" else { continue }
            let flags = strings(call.arguments.first?.value).values
            for (position, flag) in flags.enumerated().dropLast() where flag == "-module-alias" {
                let pair = flags[position + 1].split(separator: "=", maxSplits: 1)
                if pair.count == 2 { aliases[String(pair[0])] = String(pair[1]) }
            }
        }
        return aliases
    }

    /// `.define(…)`, a `-D…` flag, or a setting the reader could not follow.
    private mutating func mayDefineFlags(_ settings: ManifestValue?) -> Bool {
        elements(of: settings, as: ["SwiftSetting"]).contains { element in
            switch element {
            case .call(let call) where call.name == "define": true
            case .call(let call) where call.name == "unsafeFlags": strings(call.arguments.first?.value).values.contains { $0.hasPrefix("-D") }
            case .call: false
            default: true
            }
        }
    }

    private mutating func dependencies(_ value: ManifestValue?, of target: String, line: Int) -> (values: [TargetDependency], isComplete: Bool) {
        var result: [TargetDependency] = []
        var isComplete = true
        for element in elements(of: value, as: ["Target.Dependency", "Dependency"]) {
            switch element {
            case .string(let name, let line, let column):
                result.append(TargetDependency(name: name, kind: .byName, line: line, column: column))
            case .target(let index):
                let draft = evaluator.drafts[index]
                if case .string(let name, _, _)? = draft.arguments["name"] {
                    result.append(TargetDependency(name: name, kind: .target, isConditional: draft.arguments["condition"] != nil, line: draft.line, column: draft.column))
                } else {
                    isComplete = false
                }
            // `.byNameItem`, `.targetItem` and `.productItem` are the same entries under the names the
            // `Target.Dependency` enum's cases carry.
            case .call(let call) where ["product", "byName", "productItem", "byNameItem", "targetItem"].contains(call.name):
                guard case .string(let name, _, _)? = call.argument("name") else {
                    isComplete = false
                    continue
                }
                var kind = TargetDependency.Kind.byName
                if call.name == "targetItem" { kind = .target }
                if call.name == "product" || call.name == "productItem" {
                    if case .string(let package, _, _)? = call.argument("package") { kind = .product(package: package) } else { kind = .product(package: "") }
                }
                result.append(TargetDependency(name: name, kind: kind, isConditional: call.argument("condition").map { !isNothing($0) } ?? false, line: call.line, column: call.column))
            case .unknown(let construct, let line):
                // One note per target: its first entry the reader cannot follow is enough to say why it is skipped.
                if isComplete {
                    notes.append(ManifestNote(line: line, construct: construct, consequence: "the dependencies of target '\(target)' are incomplete, so dependency rules skip it"))
                }
                isComplete = false
            case .call(let call):
                isComplete = false
                notes.append(ManifestNote(line: call.line, construct: "'.\(call.name)' in a dependency list", consequence: "the dependencies of target '\(target)' are incomplete, so dependency rules skip it"))
            default:
                isComplete = false
                notes.append(ManifestNote(line: line, construct: "an entry of the dependencies of target '\(target)'", consequence: "they are incomplete, so dependency rules skip it"))
            }
        }
        return (result, isComplete)
    }

    private func resources(_ value: ManifestValue?) -> [String] {
        flattened(value ?? .array([])).compactMap { element in
            guard case .call(let call) = element, case .string(let path, _, _)? = call.arguments.first?.value else { return nil }
            return path
        }
    }

    /// A list of strings, or the first entry that is not one.
    private func strings(_ value: ManifestValue?) -> (values: [String], problem: (construct: String, line: Int)?) {
        var values: [String] = []
        for element in flattened(value ?? .array([])) {
            switch element {
            case .string(let text, _, _): values.append(text)
            case .unknown(let construct, let line): return (values, (construct, line))
            default: return (values, ("an entry that is not a string", 1))
            }
        }
        return (values, nil)
    }

    /// The entries of a list, with implicit members several types declare read as members of `qualifiers`.
    private mutating func elements(of value: ManifestValue?, as qualifiers: [String]) -> [ManifestValue] {
        flattened(value ?? .array([])).flatMap { element -> [ManifestValue] in
            for qualifier in qualifiers {
                if let resolved = evaluator.resolve(element, as: qualifier) { return flattened(resolved) }
            }
            return [element]
        }
    }

    private func flattened(_ value: ManifestValue) -> [ManifestValue] {
        switch value {
        case .array(let elements): elements.flatMap(flattened)
        case .nothing: []
        default: [value]
        }
    }

    private func isNothing(_ value: ManifestValue) -> Bool {
        if case .nothing = value { return true }
        return false
    }

    private func describe(_ value: ManifestValue) -> String {
        if case .unknown(let construct, _) = value { return construct }
        return "a target name that is not a string"
    }
}
