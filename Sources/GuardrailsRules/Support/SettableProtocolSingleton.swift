import GuardrailsCore

/// For `shared-instance-access`: `Log.shared.info(…)` where the package declares `public static var shared: Logging =
/// SilentLog()` and `Logging` is a package protocol. A settable static typed by a protocol is an ambient seam: the
/// composition root assigns the live conformer and tests assign a double, so the read reaches a replaceable slot, not a
/// hard-wired instance. A `static let`, a `private` setter or a concrete type (`static var shared = Store()`) stays reported.
enum SettableProtocolSingleton {
    static func isSeam(_ reference: Reference, of type: String, _ index: PackageIndex) -> Bool {
        guard let declared = index.settableStaticType(of: type, member: reference.name) else { return false }
        return index.declarations(named: declared).contains { $0.kind == .protocol }
    }
}
