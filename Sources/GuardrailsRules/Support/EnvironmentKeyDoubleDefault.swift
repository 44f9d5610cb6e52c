import GuardrailsCore

/// For `concrete-cross-layer-reference`: `private struct TelemetryKey: EnvironmentKey { static let defaultValue: any TelemetrySink =
/// NoopTelemetry() }`. SwiftUI requires every environment key to have a fallback value; a double by name (`Mock…`, `Stub…`,
/// `Fake…`, `Noop…`, `Null…`, `Dummy…`) there is that fallback, and the app injects the live object with `.environment(…)`.
/// Nothing is fixed to an implementation, as with a dependency key's `testValue`. A live class as the fallback (`=
/// KeychainVault()`) does pick the implementation every view gets unless the app overrides it, and stays reported.
enum EnvironmentKeyDoubleDefault {
    /// Whether the token at `position`, the name of a reported type, is a double by name written in the `static` `defaultValue`
    /// of a type of the file adopting `EnvironmentKey` (or SwiftUI's `PreferenceKey`).
    static func contains(_ position: Int, line: Int, in file: LintFile) -> Bool {
        guard isDoubleName(file.tokens[position].text) else { return false }
        return file.model.types.contains { type in
            guard type.inheritance.contains(where: { keyProtocols.contains($0.name) }) else { return false }
            let members = type.members.sorted { $0.line < $1.line }
            return members.indices.contains { offset in
                let member = members[offset]
                guard member.name == "defaultValue", member.modifiers.contains("static"), member.line <= line else { return false }
                // The value is written on the member's line or the lines after it, up to the next member's.
                return offset + 1 == members.count ? line < member.line + 8 : line < members[offset + 1].line
            }
        }
    }

    /// The name starts with a double marker followed by a capital: `MockAnalytics`, `NoopSink`, `NullLogger`.
    private static func isDoubleName(_ name: String) -> Bool {
        markers.contains { marker in
            name.hasPrefix(marker) && name.dropFirst(marker.count).first.map { $0.isUppercase } == true
        }
    }

    private static let markers = ["Mock", "Mocked", "Stub", "Fake", "Noop", "NoOp", "Null", "Dummy", "Spy"]

    /// SwiftUI's key protocols whose conformers must declare a `static defaultValue`.
    private static let keyProtocols: Set<String> = ["EnvironmentKey", "PreferenceKey"]
}
