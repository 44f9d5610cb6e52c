import GuardrailsCore

/// The shared instance of a logger the package wraps around a logging sink.
enum LogSinkSingleton {
    /// `Log.standard.info(…)` of `open class Log { static let standard = Log(); … }` whose every declaration, extensions
    /// included, only forwards to a logging sink (`TypeTraits.forwardsToLogSink`: `os_log`, `print`, a stored `Logger`,
    /// storing nothing but sinks and plain values): the process's log, conventionally global, which no test substitutes.
    /// A logger that stores a collaborator, keeps records or names another framework type (a file handle it writes) is
    /// a component, and stays reported.
    static func isLogger(_ type: String, member: String, _ index: PackageIndex) -> Bool {
        guard index.ownInstanceStatics(of: type).contains(member) else { return false }
        let declarations = index.declarations(named: type)
        return declarations.contains { $0.kind != .extension } && declarations.allSatisfy { index.traits(of: $0).contains(.forwardsToLogSink) }
    }
}
