/// Reads, from one file, the classes that are a thread-safe cell of one value: `final`, adopting nothing but standard
/// protocols (`@unchecked Sendable`), declaring no `static` member, whose instance stored properties are all `private` or
/// `fileprivate` and are one lock (`NSLock`, `os_unfair_lock`, a pthread mutex, a `DispatchQueue` or semaphore used as one)
/// and one value it guards, or only a lock holding that value itself (`Mutex<State>`, `OSAllocatedUnfairLock<State>`), with
/// no `async` function and no nested type but structs and enums, and whose body names no type but standard and framework
/// values, the lock, its own name, its nested types, its generic parameters and its methods' (`func mutate<R>(…)`), and what
/// the value's declaration names (`private var state: SessionState = .idle`): shared data behind get/set or a `mutate { }`
/// closure (`Atomic<Value>`, `Protected<T>`), not a collaborator. The names the value's declaration adds are kept with it
/// (`PackageIndex.storedTypeNames(of:)`), for a rule to tell a cell of a value from one holding a service.
enum SynchronizedCells {
    /// For each such class, by position in `model.types`, the package (or unknown) types its value's declaration names.
    static func valueNames(in model: SourceModel, tokens: [Token]) -> [Int: [String]] {
        let types = model.types
        var candidates: [Int: Set<Int32>] = [:]
        for index in types.indices {
            if let lines = valueLines(of: types[index]) { candidates[index] = lines }
        }
        guard !candidates.isEmpty else { return [:] }
        // A nested class, actor or protocol is more than the value's shape; a nested struct or enum is the value's own type.
        var nested: [Int: Set<String>] = [:]
        for type in types {
            guard let parent = type.parent else { continue }
            var ancestor: Int? = parent
            while let current = ancestor {
                if candidates[current] != nil {
                    if type.kind != .struct, type.kind != .enum { candidates[current] = nil }
                    nested[current, default: []].insert(type.name)
                }
                ancestor = types[current].parent
            }
        }
        var own: [Int: Set<String>] = [:]
        for index in candidates.keys {
            own[index] = nested[index, default: []].union([types[index].name, "Self"]).union(genericParameters(of: types[index], in: tokens))
        }
        // What the value's declaration names may be named again anywhere in the body (`var state: SessionState { … }`); any
        // other name makes the class more than a cell. Two passes: the declaration's names first, then the rest of the body.
        var values: [Int: [String]] = [:]
        for pass in 0..<2 {
            for reference in model.references where reference.base == nil && reference.enclosingType >= 0 {
                guard startsUppercase(reference.name), !DeclarationTraits.plainNames.contains(reference.name), !lockNames.contains(reference.name),
                      !ValueHolders.frameworkValueNames.contains(reference.name), !ValueHolders.foundationValueNames.contains(reference.name) else { continue }
                var enclosing: Int? = Int(reference.enclosingType)
                while let current = enclosing, current < types.count {
                    if let lines = candidates[current], own[current]?.contains(reference.name) != true {
                        let declaresValue = Int(reference.enclosingType) == current && lines.contains(reference.line)
                        if pass == 0, declaresValue, values[current]?.contains(reference.name) != true {
                            values[current, default: []].append(reference.name)
                        } else if pass == 1, values[current]?.contains(reference.name) != true {
                            candidates[current] = nil
                        }
                    }
                    enclosing = types[current].parent
                }
            }
        }
        return candidates.keys.reduce(into: [:]) { result, index in result[index] = values[index] ?? [] }
    }

    /// Locks a cell keeps beside its value, or around it (`valueLocks`).
    static let lockNames: Set<String> = [
        "NSLock", "NSRecursiveLock", "NSCondition", "os_unfair_lock", "os_unfair_lock_s", "pthread_mutex_t", "pthread_rwlock_t",
        "DispatchQueue", "DispatchSemaphore", "Mutex", "OSAllocatedUnfairLock", "NIOLock", "NIOLockedValueBox",
    ]

    /// Locks storing the value they guard: a cell holding one stores nothing else.
    private static let valueLocks: Set<String> = ["Mutex", "OSAllocatedUnfairLock", "NIOLockedValueBox"]

    /// The lines of the value's declaration when the class has the members of a cell (one lock, at most one value, all `private`),
    /// or `nil`. A cell guarding its value with a lock that holds it (`Mutex<State>`) has the lock's line.
    private static func valueLines(of type: TypeDecl) -> Set<Int32>? {
        guard type.kind == .class, type.modifiers.contains("final"), !type.attributes.contains("Observable"),
              type.inheritance.allSatisfy({ DeclarationTraits.plainNames.contains($0.name) && $0.name != "Observable" && $0.name != "ObservableObject" })
        else { return nil }
        var locks: [MemberDecl] = []
        var values: [MemberDecl] = []
        for member in type.members {
            if member.modifiers.contains("static") || member.modifiers.contains("class") { return nil }
            switch member.kind {
            case .function:
                if member.isAsync { return nil }
            case .variable:
                guard member.isLet || member.isStoredVar else { continue }
                guard member.modifiers.contains("private") || member.modifiers.contains("fileprivate"),
                      !member.modifiers.contains(where: { $0 == "lazy" || $0 == "weak" || $0 == "unowned" }),
                      let stored = member.propertyType, !stored.isFunction, !stored.name.isEmpty else { return nil }
                if !stored.isCollection, lockNames.contains(stored.name) { locks.append(member) } else { values.append(member) }
            case .initializer, .deinitializer, .subscriptDecl:
                continue
            case .enumCase:
                return nil
            }
        }
        guard locks.count == 1, let lock = locks.first, let stored = lock.propertyType, values.count <= 1 else { return nil }
        if let value = values.first { return [Int32(value.line)] }
        return valueLocks.contains(stored.name) ? [Int32(lock.line)] : nil
    }

    /// The generic parameters the class and its functions declare (`final class Atomic<Value>`, `func mutate<R>(…)`): names
    /// in angle brackets right after the class's name or a function's, each at the start of the list or after a comma.
    private static func genericParameters(of type: TypeDecl, in tokens: [Token]) -> Set<String> {
        var names: Set<String> = []
        guard var position = firstToken(line: type.line, column: type.column, in: tokens) else { return names }
        var depth = 0
        var opened = false
        while position + 2 < tokens.count {
            let token = tokens[position]
            if token.kind == .punctuation, token.text == "{" {
                depth += 1
                opened = true
            } else if token.kind == .punctuation, token.text == "}" {
                depth -= 1
                if opened, depth == 0 { break }
            }
            let introducesName = token.text == "func" || (token.text == "class" && !opened)
            if introducesName, tokens[position + 2].kind == .operator, tokens[position + 2].text.hasPrefix("<") {
                names.formUnion(parameterList(from: position + 2, in: tokens))
            }
            position += 1
        }
        return names
    }

    /// The names a generic parameter list starting at `open` (`<R, E: Error>`) declares.
    static func parameterList(from open: Int, in tokens: [Token]) -> [String] {
        var names: [String] = []
        var angles = 0
        var expectsName = false
        var current = open
        while current < tokens.count, current - open < 64 {
            let token = tokens[current]
            if token.kind == .operator, token.text != "->" {
                for byte in token.text.utf8 {
                    if byte == UInt8(ascii: "<") { angles += 1 } else if byte == UInt8(ascii: ">") { angles -= 1 }
                }
                if angles <= 0 { break }
                expectsName = angles == 1 && current == open
            } else if token.kind == .identifier {
                if angles == 1, expectsName { names.append(token.text) }
                expectsName = false
            } else {
                if token.kind == .punctuation, token.text == "{" || token.text == "(" { break }
                expectsName = angles == 1 && token.kind == .punctuation && token.text == ","
            }
            current += 1
        }
        return names
    }

    /// The first token at or after `line`:`column` (tokens are in source order).
    static func firstToken(line: Int, column: Int, in tokens: [Token]) -> Int? {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            let token = tokens[middle]
            if Int(token.line) < line || (Int(token.line) == line && Int(token.column) < column) { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count ? low : nil
    }

    private static func startsUppercase(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        if first.value < 0x80 { return first.value >= 0x41 && first.value <= 0x5A }
        return first.properties.isUppercase
    }
}
