import Testing

/// A `guardrails.json` the parser must reject, and the key path its error must name.
struct InvalidConfigurationCase: Sendable, CustomTestStringConvertible {
    let json: String
    let keyPath: String

    var testDescription: String { "\(keyPath.isEmpty ? "<root>" : keyPath) ← \(json)" }

    static let all: [InvalidConfigurationCase] = [
        .init(json: #"{"layerz": {}}"#, keyPath: "layerz"),
        .init(json: #"{"profiles": ["swiftui-everything"]}"#, keyPath: "profiles[0]"),
        .init(json: #"{"rules": {"no-such-rule": "error"}}"#, keyPath: "rules.no-such-rule"),
        .init(json: #"{"rules": {"make-sut": "fatal"}}"#, keyPath: "rules.make-sut"),
        .init(json: #"{"rules": {"make-sut": {"level": "error"}}}"#, keyPath: "rules.make-sut.level"),
        .init(json: #"{"rules": {"make-sut": {"options": {"x": true}}}}"#, keyPath: "rules.make-sut.options.x"),
        .init(json: #"{"rules": {"testable-import": {"options": {"allowInCompositionTests": "yes"}}}}"#, keyPath: "rules.testable-import.options.allowInCompositionTests"),
        .init(json: #"{"rules": {"shared-instance-access": {"options": {"members": ["shared", 3]}}}}"#, keyPath: "rules.shared-instance-access.options.members[1]"),
        .init(json: #"{"layers": {"api": {"kind": "feature", "mayImport": ["domain"]}}}"#, keyPath: "layers.api.mayImport[0]"),
        .init(json: #"{"layers": {"api": {"modules": []}}}"#, keyPath: "layers.api.kind"),
        .init(json: #"{"layers": {"api": {"kind": "widgets"}}}"#, keyPath: "layers.api.kind"),
        .init(json: #"{"layers": {"api": {"kind": "feature", "colour": 1}}}"#, keyPath: "layers.api.colour"),
        .init(json: #"{"layers": {"a": {"kind": "feature", "modules": ["X"]}, "b": {"kind": "ui", "modules": ["Y", "X"]}}}"#, keyPath: "layers.b.modules[1]"),
        .init(json: #"{"include": "Sources"}"#, keyPath: "include"),
        .init(json: #"{"targets": {"App": 1}}"#, keyPath: "targets.App"),
        .init(json: #"{"targets": {"CarPlay": "App/CarPlay"}}"#, keyPath: "targets.CarPlay"),
        .init(json: #"{"targets": {"App": {"path": "App", "files": "App/Main.swift"}}}"#, keyPath: "targets.App.files"),
        .init(json: #"{"targets": {"App": {"test": true}}}"#, keyPath: "targets.App.path"),
        .init(json: #"{"targets": {"App": {"path": "App", "test": "yes"}}}"#, keyPath: "targets.App.test"),
        .init(json: #"{"targets": {"App": {"path": "App", "dependencies": "Core"}}}"#, keyPath: "targets.App.dependencies"),
        .init(json: #"{"targets": {"App": {"path": "App", "kind": "test"}}}"#, keyPath: "targets.App.kind"),
        .init(json: #"{"platforms": ["iOS 16"]}"#, keyPath: "platforms"),
        .init(json: #"{"platforms": {"iPadOS": "16.0"}}"#, keyPath: "platforms.iPadOS"),
        .init(json: #"{"platforms": {"iOS": 16}}"#, keyPath: "platforms.iOS"),
        .init(json: #"{"platforms": {"macOS": "13.x"}}"#, keyPath: "platforms.macOS"),
        .init(json: #"[1, 2]"#, keyPath: ""),
        .init(json: #"{"rules": "#, keyPath: ""),
    ]
}
