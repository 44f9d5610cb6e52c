/// Calls: `PackageDescription` factories, the manifest's own functions, closures and static members.
extension ManifestEvaluator {
    /// At `(` or a trailing `{`: the labelled arguments, then any trailing closures.
    mutating func callArguments() -> [ManifestArgument] {
        var arguments: [ManifestArgument] = []
        if current.isPunctuation("(") {
            let group = skipGroup()
            arguments = within(group) { $0.argumentList() }
        }
        while current.isPunctuation("{"), !current.startsLine, trailingClosuresAllowed {
            arguments.append(ManifestArgument(label: nil, value: closureLiteral()))
        }
        return arguments
    }

    /// `label: value, value, …` up to the end of the current range.
    mutating func argumentList() -> [ManifestArgument] {
        var arguments: [ManifestArgument] = []
        let savedTrailing = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer { trailingClosuresAllowed = savedTrailing }
        while !isAtEnd {
            if current.isPunctuation(",") || current.kind == .pound {
                advance()
                continue
            }
            var label: String?
            if current.isName || current.text == "_", peek().isPunctuation(":") {
                label = current.text
                advance()
                advance()
            }
            let before = position
            arguments.append(ManifestArgument(label: label, value: expression()))
            if position == before { advance() }
        }
        return arguments
    }

    /// `.name(…)` or `.name` where the type is implied: a target factory, another `PackageDescription`
    /// value kept as a call, or a static member the manifest declares.
    mutating func implicitMember(_ name: String, line: Int, column: Int) -> ManifestValue {
        let isCall = current.isPunctuation("(") && !current.startsLine
        let function = functions[name]
        // A helper overloading a `PackageDescription` member (`static func product(name:package:packageDependency:)`)
        // that calls the member it overloads: inside it, the name is the `PackageDescription` member.
        if let function, TargetKind(factory: name) == nil, !invoking.contains(function.body.lowerBound) {
            if !isCall, function.parameters.isEmpty { return value(of: function, line: line) }
            guard isCall else { return .closure(function) }
            return invoke(function, callArguments(), line: line)
        }
        guard isCall else { return .call(ManifestCall(name: name, arguments: [], line: line, column: column, isCall: false)) }
        let arguments = callArguments()
        if let kind = TargetKind(factory: name), kind != .plugin || arguments.contains(where: { $0.label == "capability" }) {
            guard drafts.count < Self.listLimit else {
                stop("more targets than the reader keeps")
                return .unknown(construct: "a target", line: line)
            }
            var labelled: [String: ManifestValue] = [:]
            for argument in arguments {
                if let label = argument.label { labelled[label] = argument.value }
            }
            drafts.append(ManifestTargetDraft(kind: kind, arguments: labelled, line: line, column: column))
            return .target(drafts.count - 1)
        }
        return .call(ManifestCall(name: name, arguments: arguments, line: line, column: column, isCall: true))
    }

    /// `Package(…)`: its targets, products, package dependencies and platforms become the package's lists. A second
    /// `Package(…)` in a branch (`if env[…] != "1" { package = Package(…) } else { package = Package(…) }`) is another build
    /// of the same manifest, chosen at run time: its targets, products and dependencies join the first one's, as every branch
    /// of a condition does, while the platforms stay the first one's (one list of minimums, not two to add up).
    mutating func packageDeclaration(_ arguments: [ManifestArgument]) -> ManifestValue {
        let joinsEarlier = sawPackage && isConditional
        sawPackage = true
        for list in [ManifestPackageList.targets, .products, .dependencies, .platforms] {
            let declared = arguments.first { $0.label == list.rawValue }?.value ?? .array([])
            if joinsEarlier, let earlier = packageLists[list] {
                packageLists[list] = list == .platforms ? earlier : merge(earlier, declared)
            } else {
                packageLists[list] = declared
            }
        }
        return .package
    }

    /// Calls a closure or function value with arguments.
    mutating func call(_ callee: ManifestValue, _ arguments: [ManifestArgument], line: Int) -> ManifestValue {
        switch callee {
        case .closure(let function):
            return invoke(function, arguments, line: line)
        case .unknown:
            return callee
        case .array(let elements) where elements.isEmpty || arguments.isEmpty:
            return .array([])
        default:
            return .unknown(construct: "a call", line: line)
        }
    }

    /// A function without parameters used as a value: a computed property or a static constant.
    mutating func value(of function: ManifestFunction, line: Int) -> ManifestValue {
        guard function.isExpression else { return invoke(function, [], line: line) }
        let key = "\(function.line):\(function.body.lowerBound)"
        if let cached = staticValues[key] { return cached }
        guard staticsBeingEvaluated.insert(key).inserted else {
            return .unknown(construct: "'\(function.name)', which refers to itself", line: line)
        }
        let result = invoke(function, [], line: line)
        staticsBeingEvaluated.remove(key)
        staticValues[key] = result
        return result
    }

    /// An implicit member several types declare (`.core` as `Target.core`, `Product.core`), read in a
    /// list whose element type is `qualifier`; `nil` when `value` is no such member.
    mutating func resolve(_ value: ManifestValue, as qualifier: String) -> ManifestValue? {
        guard case .call(let call) = value, let function = functions["\(qualifier).\(call.name)"] else { return nil }
        if call.arguments.isEmpty, function.parameters.isEmpty, !call.isCall { return self.value(of: function, line: call.line) }
        return invoke(function, call.arguments, line: call.line)
    }

    /// Evaluates a function's body with its parameters bound; the result is what its `return`s (all of
    /// them, merged: branches are not decided) or its single expression give.
    mutating func invoke(_ function: ManifestFunction, _ arguments: [ManifestArgument], line: Int) -> ManifestValue {
        guard callDepth < Self.callLimit else {
            return .unknown(construct: "calls nested more than \(Self.callLimit) deep in '\(function.name)'", line: line)
        }
        // Branches are not decided, so a function that calls itself would never end but at the limits.
        guard invoking.insert(function.body.lowerBound).inserted else {
            return .unknown(construct: "'\(function.name)', which calls itself", line: line)
        }
        defer { invoking.remove(function.body.lowerBound) }
        let bound = bind(function, arguments)
        callDepth += 1
        let savedFrames = frames
        frames = function.isClosure ? frames + [bound] : [frames[0], bound]
        returns.append([])
        let outcome = within(function.body) { evaluator -> (count: Int, last: ManifestValue?) in
            if function.isExpression { return (1, evaluator.expression()) }
            return evaluator.runStatements()
        }
        let returned = returns.removeLast()
        if function.isClosure {
            frames.removeLast()
        } else {
            var restored = savedFrames
            restored[0] = frames[0]
            frames = restored
        }
        callDepth -= 1
        if let first = returned.first {
            return returned.dropFirst().reduce(first) { merge($0, $1) }
        }
        if outcome.count == 1, let last = outcome.last { return last }
        return .nothing
    }

    /// Parameters bound to arguments by label and position; defaults are evaluated where declared.
    private mutating func bind(_ function: ManifestFunction, _ arguments: [ManifestArgument]) -> [String: ManifestValue] {
        var bound: [String: ManifestValue] = [:]
        if let receiver = arguments.first(where: { $0.label == "self" }) { bound["self"] = receiver.value }
        let arguments = arguments.filter { $0.label != "self" }
        if function.isClosure {
            for (offset, argument) in arguments.enumerated() {
                bound["$\(offset)"] = argument.value
                if offset < function.parameters.count { bound[function.parameters[offset].name] = argument.value }
            }
            return bound
        }
        var remaining = arguments[...]
        for parameter in function.parameters {
            if parameter.isVariadic {
                var values: [ManifestValue] = []
                while let next = remaining.first, next.label == parameter.label || values.count > 0 && next.label == nil {
                    values.append(next.value)
                    remaining.removeFirst()
                }
                bound[parameter.name] = .array(values)
            } else if let next = remaining.first, next.label == parameter.label {
                bound[parameter.name] = next.value
                remaining.removeFirst()
            } else if let defaultValue = parameter.defaultValue {
                bound[parameter.name] = within(defaultValue) { $0.expression() }
            } else {
                bound[parameter.name] = .unknown(construct: "argument '\(parameter.name)' of '\(function.name)'", line: function.line)
            }
        }
        return bound
    }
}
