import GuardrailsCore

/// `Reader.shared.discover()` in `final class SDKCardReaderAdapter: CardReading` of an `infrastructure` layer file importing a
/// library (a module neither the package's nor the Apple SDKs'): a third-party SDK reachable only through its singleton, used
/// by the adapter that puts it behind the package's port. Consumers hold the protocol; the adapter is the seam, and injecting
/// the SDK's instance a level deeper buys nothing. Not for platform singletons (a prefixed name, `UIApplication`, or
/// Foundation's `URLCache`), which other rules of the adapter judge, nor a dependency container resolving collaborators
/// (`Container.shared.repository()`, a locator), nor an adapter adopting no package protocol or outside that layer.
enum SDKSingletonAdapter {
    private static let foundationShared: Set<String> = ["URLSession", "URLCache", "HTTPCookieStorage", "URLCredentialStorage"]

    static func isSDKRead(_ reference: Reference, of singleton: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard file.layerKind == "infrastructure", reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              !foundationShared.contains(singleton), !hasPlatformPrefix(singleton), !singleton.hasSuffix("Container"),
              index.declarations(named: singleton).isEmpty, index.nestedDeclarations(named: singleton).isEmpty,
              DeviceFrameworkAdapter.importsLibrary(file.model.imports.lazy.map(\.module), index) else { return false }
        var outer = Int(reference.enclosingType)
        while let parent = types[outer].parent { outer = parent }
        let adapter = types[outer].name
        // The adapter's declaration and extensions in the file: one of them adopts a protocol the package declares.
        return types.contains { type in
            type.parent == nil && type.name == adapter && type.inheritance.contains { adopted in
                index.declarations(named: adopted.name).contains { $0.kind == .protocol }
            }
        }
    }

    /// `UIApplication`, `AVAudioSession`, `NSWorkspace`: two capitals before a word, as Apple's frameworks name their types.
    private static func hasPlatformPrefix(_ name: String) -> Bool {
        let letters = Array(name.prefix(3))
        return letters.count == 3 && letters[0].isUppercase && letters[1].isUppercase
    }
}
