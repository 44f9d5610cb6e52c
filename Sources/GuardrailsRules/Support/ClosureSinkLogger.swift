import GuardrailsCore

/// `Logger.shared.warn(…)` of `public final class Logger { public static var shared = Logger(); private let _warn: Warn; … }`:
/// a package logger (named as `loggerSuffixes` say) that stores nothing but closures, its sinks, whose defaults write to the
/// console (`logSinkCalls`, `print`, or `assert`), and whose methods answer nothing. Users and tests replace the sink by
/// building the logger with other closures and assigning `shared`: the process's log, as `LogSinkSingleton` accepts one
/// storing `os.Logger`. A logger naming any other type, keeping records or returning values stays reported.
enum ClosureSinkLogger {
    private static let consoleChecks: Set<String> = ["assert", "assertionFailure", "precondition", "preconditionFailure"]

    static func isLogger(_ type: String, member: String, _ context: RuleContext) -> Bool {
        let index = context.index
        let suffixes = context.strings("loggerSuffixes")
        guard suffixes.contains(where: type.hasSuffix), index.ownInstanceStatics(of: type).contains(member) else { return false }
        let declarations = index.declarations(named: type)
        guard let declaration = declarations.first(where: { $0.kind == .class || $0.kind == .struct }),
              index.traits(of: declaration).contains(.storesOnlyClosures), let body = index.body(of: declaration) else { return false }
        let sinks = context.strings("logSinkCalls")
        let isSinkCall = { (name: String) in
            consoleChecks.contains(name) || sinks.contains { $0.hasSuffix("*") ? name.hasPrefix($0.dropLast()) : name == $0 }
        }
        // The closures' own types (aliases declared beside them), the module qualifier `Swift.assert`, and line formatting.
        let allowed = Set(body.storedProperties.map(\.type)).union(context.strings("logPlumbingTypes")).union(["Swift", "UInt"])
        return declarations.allSatisfy { other in
            guard other.kind == declaration.kind || other.kind == .extension, let body = index.body(of: other) else { return false }
            return !body.answersFromMethods && body.namedTypes.allSatisfy { allowed.contains($0) || $0 == type || isSinkCall($0) }
        } && body.calledFunctions.contains(where: isSinkCall)
    }
}
