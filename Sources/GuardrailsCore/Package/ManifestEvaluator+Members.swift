/// Member access and methods: `package.targets`, `target.dependencies`, `list.append(…)`, `names.map { … }`.
extension ManifestEvaluator {
    static let targetProperties: Set<String> = ["name", "path", "sources", "exclude", "resources", "dependencies"]
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "replaceSubrange", "sort", "reverse",
    ]

    /// `base` is consumed, so that `list.append(…)` finds the list referred to by its place alone.
    mutating func member(of base: consuming ManifestValue, at place: ManifestPlace?, named name: String) -> (value: ManifestValue, place: ManifestPlace?) {
        let line = currentLine
        if current.isPunctuation("(") && !current.startsLine || current.isPunctuation("{") && !current.startsLine && trailingClosuresAllowed {
            return (method(name, of: consume base, at: place, line: line), nil)
        }
        switch base {
        case .package:
            guard let list = ManifestPackageList(rawValue: name) else { return (.opaque, .ignored) }
            return (packageLists[list] ?? .array([]), .packageList(list))
        case .target(let index):
            guard Self.targetProperties.contains(name) else { return (.opaque, .ignored) }
            let fallback: ManifestValue = name == "path" || name == "name" || name == "sources" ? .nothing : .array([])
            return (drafts[index].arguments[name] ?? fallback, .targetProperty(index, name))
        case .someTarget(let indices):
            guard Self.targetProperties.contains(name) else { return (.opaque, .ignored) }
            return (.unknown(construct: "'.\(name)' of a target picked by a condition the reader does not decide", line: line), .someTargetProperty(indices, name, line: line))
        case .unknown:
            // A change to a target property of something unread (`targets[i].dependencies.append(…)`) may reach any
            // target declared so far: it is not dropped silently.
            guard Self.targetProperties.contains(name), name != "name", !drafts.isEmpty else { return (base, nil) }
            return (base, .someTargetProperty(Array(drafts.indices), name, line: line))
        case .array(let elements) where name == "first" || name == "last":
            return ((name == "first" ? elements.first : elements.last) ?? .nothing, nil)
        case .array, .string:
            return (["count", "isEmpty"].contains(name) ? .opaque : .unknown(construct: "'.\(name)'", line: line), nil)
        case .closure:
            return (.unknown(construct: "'.\(name)' of a function", line: line), nil)
        case .call, .opaque, .nothing:
            return (.unknown(construct: "'.\(name)'", line: line), .ignored)
        }
    }

    private mutating func method(_ name: String, of base: consuming ManifestValue, at place: ManifestPlace?, line: Int) -> ManifestValue {
        let inside = current.isPunctuation("(") && partners[position] > position ? (position + 1)..<partners[position] : position..<position
        let arguments = callArguments()
        if case .someTargetProperty(let indices, let property, let written)? = place {
            if Self.mutatingMethods.contains(name) { writeToSomeTarget(indices, property, appending: true, line: written) }
            return .unknown(construct: "'.\(name)(…)' on a target picked by a condition the reader does not decide", line: line)
        }
        if case .someTarget = base {
            // Each of the targets may be the one picked: a closure run on it writes through `.someTargetProperty`.
            switch name {
            case "map", "flatMap", "compactMap", "forEach": return map([base], name, arguments, line: line)
            case "first", "last", "filter": return base
            default: return .unknown(construct: "'.\(name)(…)' on a target picked by a condition the reader does not decide", line: line)
            }
        }
        if case .array = base, let function = arrayExtensionMethod(name) {
            return invoke(function, [ManifestArgument(label: "self", value: base)] + arguments, line: line)
        }
        if case .package = base {
            recoveringTargets(of: "'.\(name)(…)' on the package", arguments: inside, line: line) { evaluator in
                // `Package(…).addPlatformTargets()`: a method of `extension Package` that appends to the lists it returns.
                guard let function = evaluator.functions["Package#\(name)"] else {
                    // It may add targets: an unknown entry makes the reader fall back to the folder convention for them.
                    evaluator.write(.array([.unknown(construct: "'.\(name)(…)' on the package", line: line)]), to: .packageList(.targets), appending: true)
                    return
                }
                _ = evaluator.invoke(function, [ManifestArgument(label: "self", value: .package)] + arguments, line: line)
            }
            return .package
        }
        if case .array = base, name == "append" || name == "insert" {
            _ = consume base
            let added = arguments.first { $0.label == nil }.map { ManifestValue.array([$0.value]) }
                ?? arguments.first { $0.label == "contentsOf" }?.value ?? .array([])
            write(added, to: place, appending: true)
            return .nothing
        }
        guard case .array(let elements) = base else {
            if base.isUnknown { return base }
            if case .string = base { return .unknown(construct: "'.\(name)(…)' on a string", line: line) }
            return .unknown(construct: "'.\(name)(…)'", line: line)
        }
        switch name {
        case "map", "flatMap", "compactMap", "forEach":
            return map(elements, name, arguments, line: line)
        case "sorted", "reversed", "shuffled":
            return base
        case "removeAll", "remove", "removeFirst", "removeLast", "removeSubrange", "removeLast(_:)":
            if !isConditional, case .packageList(.targets) = place {
                note(line, "removing targets with '.\(name)(…)'", "the targets are read as if none were removed")
            }
            return .nothing
        case "first", "last", "filter":
            return selection(elements, name, arguments, line: line)
        case "contains", "allSatisfy", "firstIndex":
            return .opaque
        default:
            return .unknown(construct: "'.\(name)(…)' on a list", line: line)
        }
    }

    /// A method the manifest adds to lists in `extension Array { func … }` (or a collection protocol).
    private func arrayExtensionMethod(_ name: String) -> ManifestFunction? {
        for type in ["Array", "Collection", "Sequence", "RangeReplaceableCollection"] {
            if let function = functions["\(type)#\(name)"] { return function }
        }
        return nil
    }

    /// `map`, `flatMap`, `compactMap` and `forEach` with a closure or function evaluated per element.
    private mutating func map(_ elements: [ManifestValue], _ name: String, _ arguments: [ManifestArgument], line: Int) -> ManifestValue {
        guard let transform = arguments.last?.value else { return .unknown(construct: "'.\(name)' without a closure", line: line) }
        guard case .closure(let function) = transform else {
            return transform.isUnknown ? transform : .unknown(construct: "'.\(name)' with \(describe(transform))", line: line)
        }
        var results: [ManifestValue] = []
        for element in elements where stopped == nil {
            let result = invoke(function, [ManifestArgument(label: nil, value: element)], line: line)
            switch (name, result) {
            case ("forEach", _): break
            case ("compactMap", .nothing): break
            case ("flatMap", .array(let inner)):
                spend(inner.count)
                results.append(contentsOf: inner)
            default: results.append(result)
            }
            if results.count > Self.listLimit { return .unknown(construct: "a list too long to read", line: line) }
        }
        return name == "forEach" ? .nothing : .array(results)
    }
}
