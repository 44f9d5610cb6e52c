import Foundation

/// Reads `guardrails.json` strictly: every unknown key, rule id, layer or option is an error that
/// names its key path, because a typo that silently disables a guardrail is worse than a failed run.
public enum ConfigurationParser {
    static let rootKeys: Set<String> = ["profiles", "layers", "rules", "include", "exclude", "targets", "customRules", "platforms", "lintFixturePackages"]
    static let layerKeys: Set<String> = ["kind", "modules", "mayImport", "testSupport"]
    static let ruleKeys: Set<String> = ["severity", "options"]

    /// The configuration in `data`; a `ConfigurationError` names the key path at fault and its line and column.
    public static func parse(_ data: Data, catalog: RuleCatalog) throws -> Configuration {
        let document: JSONDocument
        do {
            document = try StrictJSONReader.read([UInt8](data))
        } catch {
            throw ConfigurationError(error)
        }
        do {
            return try parse(document.root.foundationValue, catalog: catalog)
        } catch let error as ConfigurationError {
            throw error.located(in: document)
        }
    }

    /// Entries of a parsed configuration that change nothing, located in `data`: a layer allowed to import the composition
    /// root, which `layer-dependency` forbids to every layer but another composition root (an app root composing component
    /// roots) whatever `mayImport` says. Worth a note, not an error: the run checks what the team meant.
    public static func notes(on configuration: Configuration, in data: Data) -> [ConfigurationError] {
        let roots = Set(configuration.layers.filter { $0.kind == "composition" }.map(\.name))
        guard !roots.isEmpty, let document = try? StrictJSONReader.read([UInt8](data)) else { return [] }
        return configuration.layers.filter { $0.kind != "composition" }.flatMap { layer in
            layer.mayImport.enumerated().filter { roots.contains($0.element) && $0.element != layer.name }.map { offset, root in
                ConfigurationError(
                    keyPath: "layers.\(layer.name).mayImport[\(offset)]",
                    message: "'\(root)' is the composition root, which only a composition layer may import whatever `mayImport` says; remove the entry"
                ).located(in: document)
            }
        }
    }

    private static func parse(_ root: Any, catalog builtIn: RuleCatalog) throws -> Configuration {
        let object = try dictionary(root, at: "")
        try rejectUnknownKeys(object, allowed: rootKeys, at: "")
        let profiles = try object["profiles"].map { try strings($0, at: "profiles") } ?? [builtIn.defaultProfile]
        for (offset, profile) in profiles.enumerated() where builtIn.profile(named: profile) == nil {
            throw ConfigurationError(
                keyPath: "profiles[\(offset)]",
                message: "unknown profile '\(profile)'; known: \(builtIn.profiles.map(\.name).joined(separator: ", "))"
            )
        }
        let customRules = try object["customRules"].map { try CustomRuleParser.parse($0, catalog: builtIn, profiles: profiles) } ?? []
        let catalog = customRules.isEmpty ? builtIn : builtIn.adding(customRules.map(\.rule))
        let configuration = Configuration(
            catalog: catalog,
            profiles: profiles,
            layers: try object["layers"].map { try layers($0, profiles: profiles, catalog: catalog) } ?? [],
            rules: try object["rules"].map { try rules($0, profiles: profiles, catalog: catalog) } ?? [:],
            include: try object["include"].map { try strings($0, at: "include").map(Glob.init) } ?? [],
            exclude: try object["exclude"].map { try strings($0, at: "exclude").map(Glob.init) } ?? [],
            targets: try object["targets"].map { try targets($0) } ?? [],
            platforms: try object["platforms"].map { try platforms($0) } ?? [],
            lintFixturePackages: try object["lintFixturePackages"].map { try bool($0, at: "lintFixturePackages") } ?? false
        )
        if let contradiction = Contradiction.first(in: configuration) {
            throw ConfigurationError(keyPath: "rules", message: contradiction.message(in: configuration))
        }
        return configuration
    }

    // MARK: Sections

    private static func layers(_ value: Any, profiles: [String], catalog: RuleCatalog) throws -> [Layer] {
        let object = try dictionary(value, at: "layers")
        let kinds = Set(profiles.compactMap(catalog.profile(named:)).flatMap(\.layerKinds))
        if kinds.isEmpty, !object.isEmpty {
            throw ConfigurationError(
                keyPath: "layers",
                message: "no rule of \(profiles.joined(separator: ", ")) reads layers; remove `layers` or add the clean-architecture profile"
            )
        }
        var owner: [String: String] = [:]
        var result: [Layer] = []
        for name in object.keys.sorted() {
            let path = "layers.\(name)"
            let entry = try dictionary(object[name] as Any, at: path)
            try rejectUnknownKeys(entry, allowed: layerKeys, at: path)
            guard let kind = entry["kind"] as? String else {
                throw ConfigurationError(keyPath: "\(path).kind", message: "required: one of \(kinds.sorted().joined(separator: ", "))")
            }
            guard kinds.contains(kind) else {
                throw ConfigurationError(keyPath: "\(path).kind", message: "unknown layer kind '\(kind)'; known: \(kinds.sorted().joined(separator: ", "))")
            }
            let modules = try entry["modules"].map { try strings($0, at: "\(path).modules") } ?? []
            for (offset, module) in modules.enumerated() {
                if let other = owner[module] {
                    throw ConfigurationError(keyPath: "\(path).modules[\(offset)]", message: "'\(module)' is already in layer '\(other)'")
                }
                owner[module] = name
            }
            let mayImport = try entry["mayImport"].map { try strings($0, at: "\(path).mayImport") } ?? []
            for (offset, target) in mayImport.enumerated() where object[target] == nil {
                throw ConfigurationError(keyPath: "\(path).mayImport[\(offset)]", message: "unknown layer '\(target)'")
            }
            let testSupport = try entry["testSupport"].map { try bool($0, at: "\(path).testSupport") } ?? false
            result.append(Layer(name: name, kind: kind, modules: modules, mayImport: mayImport, isTestSupport: testSupport))
        }
        return result
    }

    private static func rules(_ value: Any, profiles: [String], catalog: RuleCatalog) throws -> [String: RuleSetting] {
        let object = try dictionary(value, at: "rules")
        let known = catalog.descriptions(forProfiles: profiles)
        var result: [String: RuleSetting] = [:]
        for id in object.keys.sorted() {
            let path = "rules.\(id)"
            guard let description = known.first(where: { $0.id == id }) else {
                let owner = catalog.profiles(listing: id).first
                throw ConfigurationError(keyPath: path, message: owner.map {
                    "a rule of profile '\($0)', which \"profiles\" does not enable; add the profile or remove the rule"
                } ?? "unknown rule id; run `guardrails rules` for the list")
            }
            if let level = object[id] as? String {
                result[id] = RuleSetting(severity: try severity(level, at: path), options: [:])
                continue
            }
            let entry = try dictionary(object[id] as Any, at: path)
            try rejectUnknownKeys(entry, allowed: ruleKeys, at: path)
            let level = try entry["severity"].map { value -> Severity? in
                guard let text = value as? String else {
                    throw ConfigurationError(keyPath: "\(path).severity", message: "expected \"error\", \"warning\" or \"off\"")
                }
                return try severity(text, at: "\(path).severity")
            } ?? description.defaultSeverity
            let options = try entry["options"].map { try ruleOptions($0, description: description, at: "\(path).options") } ?? [:]
            result[id] = RuleSetting(severity: level, options: options)
        }
        return result
    }

    private static func ruleOptions(_ value: Any, description: RuleDescription, at path: String) throws -> [String: OptionValue] {
        let object = try dictionary(value, at: path)
        var result: [String: OptionValue] = [:]
        for name in object.keys.sorted() {
            let keyPath = "\(path).\(name)"
            guard let option = description.option(named: name) else {
                let known = description.options.map(\.name)
                throw ConfigurationError(
                    keyPath: keyPath,
                    message: known.isEmpty ? "rule '\(description.id)' has no options" : "unknown option; known: \(known.joined(separator: ", "))"
                )
            }
            switch option.defaultValue {
            case .bool: result[name] = .bool(try bool(object[name] as Any, at: keyPath))
            case .strings: result[name] = .strings(try strings(object[name] as Any, at: keyPath))
            }
        }
        return result
    }

    static let targetKeys: Set<String> = ["path", "files", "test", "dependencies", "defaultIsolation", "shadowsAppleFramework", "moduleName"]

    /// `"Name": "folder"`, or `"Name": {"path": "folder", "test": true, "dependencies": ["Other"]}`.
    /// A target named after an Apple framework is refused (a folder named `CarPlay` is rarely a module named so) unless
    /// its entry says `"shadowsAppleFramework": true`: the project's module really is named so, and its imports mean it.
    private static func targets(_ value: Any) throws -> [ConfiguredTarget] {
        let object = try dictionary(value, at: "targets")
        return try object.keys.sorted().map { name in
            let keyPath = "targets.\(name)"
            let entry = object[name] as? [String: Any]
            let shadows = try entry?["shadowsAppleFramework"].map { try bool($0, at: "\(keyPath).shadowsAppleFramework") } ?? false
            // Xcode's `PRODUCT_MODULE_NAME` when it is not the target's name; per-platform app targets often share one.
            let moduleName = try entry?["moduleName"].map { value -> String in
                guard let text = value as? String, !text.isEmpty else {
                    throw ConfigurationError(keyPath: "\(keyPath).moduleName", message: "expected the module the target builds as a non-empty string")
                }
                return text
            }
            let module = moduleName ?? name
            if SystemModules.names.contains(ModuleName.of(target: module)), !shadows {
                throw ConfigurationError(
                    keyPath: keyPath,
                    message: "'\(module)' is an Apple framework, so every `import \(module)` would mean this target; name it as its build settings do (PRODUCT_MODULE_NAME, usually the Xcode target's name), or, when they do name the module '\(module)', write {\"path\": …, \"shadowsAppleFramework\": true}"
                )
            }
            if let path = object[name] as? String {
                guard !path.isEmpty else { throw ConfigurationError(keyPath: keyPath, message: "expected the target's folder as a non-empty string") }
                return ConfiguredTarget(name: name, path: path)
            }
            guard let entry else {
                throw ConfigurationError(keyPath: keyPath, message: "expected the target's folder, or an object with \"path\", \"files\", \"test\", \"dependencies\", \"defaultIsolation\", \"shadowsAppleFramework\" and \"moduleName\"")
            }
            try rejectUnknownKeys(entry, allowed: targetKeys, at: keyPath)
            guard let path = entry["path"] as? String, !path.isEmpty else {
                throw ConfigurationError(keyPath: "\(keyPath).path", message: "required: the target's folder as a non-empty string")
            }
            return ConfiguredTarget(
                name: name, path: path,
                files: try entry["files"].map { try strings($0, at: "\(keyPath).files") } ?? [],
                isTest: try entry["test"].map { try bool($0, at: "\(keyPath).test") },
                dependencies: try entry["dependencies"].map { try strings($0, at: "\(keyPath).dependencies") },
                isMainActorByDefault: try entry["defaultIsolation"].map { try isolation($0, at: "\(keyPath).defaultIsolation") } ?? false,
                moduleName: moduleName
            )
        }
    }

    /// The platforms `platforms:` of a manifest names, as `SupportedPlatform`'s factories spell them.
    static let platformNames = ["iOS", "macOS", "macCatalyst", "tvOS", "watchOS", "visionOS", "driverKit"]

    /// `{"iOS": "16.0", "macOS": "13"}`: each known platform to a version of dot-separated numbers.
    private static func platforms(_ value: Any) throws -> [PlatformMinimum] {
        let object = try dictionary(value, at: "platforms")
        return try object.keys.sorted().map { platform in
            let keyPath = "platforms.\(platform)"
            guard platformNames.contains(platform) else {
                throw ConfigurationError(keyPath: keyPath, message: "unknown platform; known: \(platformNames.joined(separator: ", "))")
            }
            let components = (object[platform] as? String)?.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) } ?? []
            guard !components.isEmpty, components.count <= 3, components.allSatisfy({ $0 != nil }) else {
                throw ConfigurationError(keyPath: keyPath, message: "expected the minimum deployment version as a string, such as \"16.0\"")
            }
            return PlatformMinimum(platform: platform, version: components.compactMap { $0 })
        }
    }

    // MARK: Values

    /// `"MainActor"` or `"nonisolated"`, as Xcode's `SWIFT_DEFAULT_ACTOR_ISOLATION`.
    private static func isolation(_ value: Any, at path: String) throws -> Bool {
        switch value as? String {
        case "MainActor": return true
        case "nonisolated": return false
        default: throw ConfigurationError(keyPath: path, message: "expected \"MainActor\" or \"nonisolated\"")
        }
    }

    static func severity(_ text: String, at path: String) throws -> Severity? {
        if text == "off" { return nil }
        guard let severity = Severity(rawValue: text) else {
            throw ConfigurationError(keyPath: path, message: "unknown severity '\(text)'; expected \"error\", \"warning\" or \"off\"")
        }
        return severity
    }

    static func dictionary(_ value: Any, at path: String) throws -> [String: Any] {
        guard let object = value as? [String: Any] else {
            throw ConfigurationError(keyPath: path, message: "expected an object")
        }
        return object
    }

    static func strings(_ value: Any, at path: String) throws -> [String] {
        guard let array = value as? [Any] else {
            throw ConfigurationError(keyPath: path, message: "expected an array of strings")
        }
        return try array.enumerated().map { offset, element in
            guard let string = element as? String else {
                throw ConfigurationError(keyPath: "\(path)[\(offset)]", message: "expected a string")
            }
            return string
        }
    }

    static func bool(_ value: Any, at path: String) throws -> Bool {
        guard let flag = value as? Bool, !(value is String) else {
            throw ConfigurationError(keyPath: path, message: "expected true or false")
        }
        return flag
    }

    static func rejectUnknownKeys(_ object: [String: Any], allowed: Set<String>, at path: String) throws {
        if let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw ConfigurationError(
                keyPath: path.isEmpty ? unknown : "\(path).\(unknown)",
                message: "unknown key; allowed: \(allowed.sorted().joined(separator: ", "))"
            )
        }
    }
}
