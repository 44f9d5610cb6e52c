import GuardrailsCore

/// The shared instance of a logger the package wraps around a logging sink.
enum LogSinkSingleton {
    /// `Log.standard.info(…)` of `open class Log { static let standard = Log(); … }` whose every declaration, extensions
    /// included, only forwards to a logging sink: the process's log, conventionally global, which no test substitutes.
    /// A logger that stores a collaborator, keeps records or names another framework type (a file handle it writes) is
    /// a component, and stays reported. Worked out from the index's `DeclarationBody` only for a read about to be reported;
    /// the index keeps bodies only for files declaring a singleton, so a logger whose `static let shared` sits in an extension
    /// in another file than its declaration is reported (none of the regression corpus is written so).
    static func isLogger(_ type: String, member: String, _ context: RuleContext) -> Bool {
        let index = context.index
        guard index.ownInstanceStatics(of: type).contains(member) else { return false }
        let declarations = index.declarations(named: type)
        guard declarations.contains(where: { $0.kind != .extension }) else { return false }
        let lists = Lists(
            loggerSuffixes: context.strings("loggerSuffixes"), sinkTypes: context.stringSet("logSinkTypes"),
            sinkCalls: context.strings("logSinkCalls"), plumbingTypes: context.stringSet("logPlumbingTypes")
        )
        return declarations.allSatisfy { forwardsToSink($0, lists, index) }
    }

    /// The options naming loggers, their sinks and what they may name beside them.
    private struct Lists {
        let loggerSuffixes: [String]
        let sinkTypes: Set<String>
        let sinkCalls: [String]
        let plumbingTypes: Set<String>

        /// `os_log`, or `DDLogInfo` for a `DDLog*` entry.
        func isSinkCall(_ name: String) -> Bool {
            sinkCalls.contains { $0.hasSuffix("*") ? name.hasPrefix($0.dropLast()) : name == $0 }
        }
    }

    /// `open class Log { let prefix: String; static let standard = Log(); func info(_ text: String) { NSLog(prefix + text) } }`:
    /// a class, struct or actor (or an extension of one) named as a logger (`loggerSuffixes`) or storing a sink
    /// (`logSinkTypes`), whose stored instance properties are only such sinks and plain values (a `var` only a flag, a
    /// count, a string or an enum of its file: its level), whose body names no type but those, its nested types, the enums
    /// of its file and `logPlumbingTypes`, whose methods answer nothing (private helpers aside), and which writes to a sink
    /// (a `logSinkCalls` function or a stored sink's member).
    private static func forwardsToSink(_ declaration: IndexedType, _ lists: Lists, _ index: PackageIndex) -> Bool {
        guard let body = index.body(of: declaration) else { return false }
        guard lists.loggerSuffixes.contains(where: declaration.name.hasSuffix) || body.propertyTypes.contains(where: lists.sinkTypes.contains),
              !body.answersFromMethods else { return false }
        // An enum of the logger's own file: its level, say.
        let isFileEnum = { (name: String) in
            (index.declarations(named: name) + index.nestedDeclarations(named: name)).contains { $0.kind == .enum && $0.path == declaration.path }
        }
        for stored in body.storedProperties {
            guard !stored.type.isEmpty else { return false }
            let allowed = stored.isLet ? stored.isPlain : ["Bool", "Int", "String"].contains(stored.type)
            guard allowed || lists.sinkTypes.contains(stored.type) || isFileEnum(stored.type) else { return false }
        }
        for name in body.namedTypes
        where !(lists.sinkTypes.contains(name) || lists.plumbingTypes.contains(name) || lists.isSinkCall(name) || isFileEnum(name)) {
            return false
        }
        let sinks = Set(body.storedProperties.filter { lists.sinkTypes.contains($0.type) }.map(\.name))
        return body.calledFunctions.contains(where: lists.isSinkCall) || body.reachedProperties.contains(where: sinks.contains)
    }
}
