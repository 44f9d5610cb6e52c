extension DeclarationTraits {
    /// `open class Log { let prefix: String; static let standard = Log(); func info(_ text: String) { NSLog(prefix + text) } }`:
    /// a class, struct or actor (or an extension of one) named as a logger (`…Log`, `…Logger`, `…Logging`) or storing a
    /// logging sink (`let sink: Logger`, an `OSLog`), whose stored instance properties are only such sinks and plain values
    /// (a `var` only a flag, a count, a string or an enum of its file: its level), whose body names no type but those, standard
    /// values, its nested types and the enums of its file, whose methods answer nothing (private helpers aside), and which
    /// writes to a sink (`os_log`, `print`, `NSLog`, a stored sink's method). It only forwards what it is told to the process's log. Asked only of types the name or a stored sink
    /// singles out, so most declarations cost a suffix test.
    static func forwardsToLogSink(_ position: Int, in model: SourceModel, tokens: [Token]) -> Bool {
        let type = model.types[position]
        guard type.kind == .class || type.kind == .struct || type.kind == .actor || type.kind == .extension else { return false }
        let isSink = { (member: MemberDecl) in member.propertyType.map { logSinkTypes.contains($0.name) } ?? false }
        guard isLoggerName(type.name) || type.members.contains(where: isSink) else { return false }
        let stored = type.members.filter { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        let sinkProperties = stored.filter(isSink).map(\.name)
        // Told to log, it answers nothing: a method returning a value (a private formatting helper aside) is work of its own.
        guard !type.members.contains(where: { member in
            member.kind == .function && member.declaresResult && !member.modifiers.contains("private") && !member.modifiers.contains("fileprivate")
        }) else { return false }
        let fileEnums = Set(model.types.filter { $0.kind == .enum }.map(\.name))
        for member in stored {
            guard let declared = member.propertyType, !declared.isFunction, !declared.name.isEmpty else { return false }
            let name = declared.name
            let allowed = member.isLet ? plainNames.contains(name) : ["Bool", "Int", "String"].contains(name)
            guard allowed || logSinkTypes.contains(name) || fileEnums.contains(name) else { return false }
        }
        var own: Set<String> = [type.name]
        for (index, candidate) in model.types.enumerated() where isNested(index, in: position, model.types) { own.insert(candidate.name) }
        for reference in model.references where reference.base == nil && isNested(Int(reference.enclosingType), in: position, model.types) {
            let name = reference.name
            guard name.first?.isUppercase == true else { continue }
            if own.contains(name) || plainNames.contains(name) || fileEnums.contains(name) || logSinkTypes.contains(name)
                || logPlumbingTypes.contains(name) || logSinkCalls.contains(name) || name.hasPrefix("DDLog") { continue }
            return false
        }
        return writesToSink(type, sinkProperties: Set(sinkProperties), tokens: tokens)
    }

    /// The test every declaration pays before `forwardsToLogSink`: a logger's name or a stored sink's type, each first told by
    /// its last letter (all end in `g` or `r`), so most names are never hashed.
    static func mayForwardToLogSink(_ type: TypeDecl) -> Bool {
        guard type.kind == .class || type.kind == .struct || type.kind == .actor || type.kind == .extension else { return false }
        if endsLikeLogger(type.name), isLoggerName(type.name) { return true }
        let members = type.members
        for index in members.indices {
            if let name = members[index].propertyType?.name, endsLikeLogger(name), logSinkTypes.contains(name) { return true }
        }
        return false
    }

    private static func endsLikeLogger(_ name: String) -> Bool {
        let last = name.utf8.last
        return last == UInt8(ascii: "g") || last == UInt8(ascii: "r")
    }

    /// `Log`, `AppLogger`, `EventLogging`: the last word names a logger.
    private static func isLoggerName(_ name: String) -> Bool {
        name.hasSuffix("Log") || name.hasSuffix("Logger") || name.hasSuffix("Logging")
    }

    /// Whether the type `index` is `ancestor` or nested in it.
    private static func isNested(_ index: Int, in ancestor: Int, _ types: [TypeDecl]) -> Bool {
        var current: Int? = index
        while let candidate = current, candidate >= 0, candidate < types.count {
            if candidate == ancestor { return true }
            current = types[candidate].parent
        }
        return false
    }

    /// A call of a logging function (`os_log(…)`, `print(…)`, `NSLogv(…)`, `DDLogInfo(…)`) or a member of a stored sink
    /// (`sink.error(…)`) in the declaration's body.
    private static func writesToSink(_ type: TypeDecl, sinkProperties: Set<String>, tokens: [Token]) -> Bool {
        guard let start = firstToken(line: type.line, column: type.column, in: tokens) else { return false }
        var position = start
        var depth = 0
        while position + 1 < tokens.count {
            let token = tokens[position]
            if token.kind == .punctuation, token.text == "{" { depth += 1 }
            if token.kind == .punctuation, token.text == "}" {
                depth -= 1
                if depth == 0 { return false }
            }
            if token.kind == .identifier, depth > 0 {
                let next = tokens[position + 1].text
                if next == "(", logSinkCalls.contains(token.text) || token.text.hasPrefix("DDLog") { return true }
                if next == "." || next == "?", sinkProperties.contains(token.text) { return true }
            }
            position += 1
        }
        return false
    }

    /// The index of the first token at or after `line`:`column`, found by halving (tokens are in source order).
    private static func firstToken(line: Int, column: Int, in tokens: [Token]) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if (Int(tokens[middle].line), Int(tokens[middle].column)) < (line, column) { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count ? low : nil
    }

    /// The types a logger stores to write through: Apple's unified log, swift-log's and third-party loggers.
    static let logSinkTypes: Set<String> = ["Logger", "OSLog", "XCGLogger", "SwiftyBeaver"]

    /// Functions that write a line to the process's log or console.
    private static let logSinkCalls: Set<String> = ["os_log", "print", "debugPrint", "NSLog", "NSLogv"]

    /// What a logger's body names beside its sink to format a line: its level and privacy types, variadic arguments, the
    /// bundle or thread it tags the line with.
    private static let logPlumbingTypes: Set<String> = [
        "OSLogType", "OSLogPrivacy", "OSLogMessage", "StaticString", "CVarArg", "Bundle", "Thread", "ProcessInfo", "Date", "DateFormatter",
        "ISO8601DateFormatter", "NSString",
    ]
}
