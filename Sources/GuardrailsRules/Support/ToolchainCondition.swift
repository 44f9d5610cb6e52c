/// What an `#if` condition evaluates to in a Swift 6 build (a Swift 6 or later compiler in the Swift 6 language
/// mode): `compiler(>=6)` and `swift(>=5.9)` hold, `compiler(<6)` and `swift(<6)` do not, a version past 6 is not
/// known, nor is anything else (`os(Linux)`, `canImport(X)`, flags). Three-valued: `nil` when it depends on more
/// than the toolchain, so `!os(Linux) && compiler(<6)` is `false` while `os(Linux) || compiler(<6)` is unknown.
/// With `newest`, in the newest toolchains instead: every version check is known (`compiler(<6.2)` fails there).
enum ToolchainCondition {
    private enum Part: Equatable {
        case value(Bool?)
        case open, close, and, or, not
    }

    /// `condition` is the text after `#if` or `#elseif`, up to the end of its line; `nil` when unknown.
    static func valueInSwift6(_ condition: ArraySlice<UInt8>, newest: Bool = false) -> Bool? {
        guard let parts = parts(of: condition, newest: newest), !parts.isEmpty else { return nil }
        var position = 0
        let result = disjunction(parts, &position)
        return position == parts.count ? result : nil
    }

    /// `a || b` over `a && b` over terms, in Kleene's three-valued logic: one known operand can decide.
    private static func disjunction(_ parts: [Part], _ position: inout Int) -> Bool? {
        chain(parts, &position, joinedBy: .or, deciding: true) { conjunction($0, &$1) }
    }

    private static func conjunction(_ parts: [Part], _ position: inout Int) -> Bool? {
        chain(parts, &position, joinedBy: .and, deciding: false) { term($0, &$1) }
    }

    /// Operands joined by `joiner`: `deciding` (true for `||`) if one operand is, the other value if all are, else unknown.
    private static func chain(
        _ parts: [Part], _ position: inout Int, joinedBy joiner: Part, deciding: Bool, operand: ([Part], inout Int) -> Bool?
    ) -> Bool? {
        var result = operand(parts, &position)
        while position < parts.count, parts[position] == joiner {
            position += 1
            let next = operand(parts, &position)
            result = result == deciding || next == deciding ? deciding : result == !deciding && next == !deciding ? !deciding : nil
        }
        return result
    }

    private static func term(_ parts: [Part], _ position: inout Int) -> Bool? {
        guard position < parts.count else { return nil }
        let part = parts[position]
        position += 1
        switch part {
        case .value(let value):
            return value
        case .not:
            return term(parts, &position).map { !$0 }
        case .open:
            let inner = disjunction(parts, &position)
            if position < parts.count, parts[position] == .close { position += 1 }
            return inner
        default:
            return nil
        }
    }

    /// The condition's parts; a call such as `os(iOS)` is one unknown value, `compiler(<6)` a known one. `nil`
    /// when the text holds something a condition cannot.
    private static func parts(of condition: ArraySlice<UInt8>, newest: Bool) -> [Part]? {
        var parts: [Part] = []
        var position = condition.startIndex
        func byte(at index: Int) -> UInt8? { index < condition.endIndex ? condition[index] : nil }
        while let current = byte(at: position) {
            if current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") || current == UInt8(ascii: "\r") {
                position += 1
            } else if current == UInt8(ascii: "\n") || current == UInt8(ascii: "/") {
                break
            } else if isIdentifierByte(current) {
                let start = position
                while let next = byte(at: position), isIdentifierByte(next) { position += 1 }
                var after = position
                while byte(at: after) == UInt8(ascii: " ") { after += 1 }
                guard byte(at: after) == UInt8(ascii: "(") else {
                    parts.append(.value(nil))
                    continue
                }
                guard let close = condition[after...].firstIndex(of: UInt8(ascii: ")")) else { return nil }
                parts.append(.value(versionCheck(name: condition[start..<position], argument: condition[(after + 1)..<close], newest: newest)))
                position = close + 1
            } else if let (part, length) = symbol(current, byte(at: position + 1)) {
                parts.append(part)
                position += length
            } else {
                return nil
            }
        }
        return parts
    }

    /// `&&`, `||`, `!` and parentheses, with the bytes each takes.
    private static func symbol(_ current: UInt8, _ next: UInt8?) -> (Part, Int)? {
        switch (current, next) {
        case (UInt8(ascii: "&"), UInt8(ascii: "&")): (.and, 2)
        case (UInt8(ascii: "|"), UInt8(ascii: "|")): (.or, 2)
        case (UInt8(ascii: "!"), _): (.not, 1)
        case (UInt8(ascii: "("), _): (.open, 1)
        case (UInt8(ascii: ")"), _): (.close, 1)
        default: nil
        }
    }

    /// `compiler(>=6)` or `swift(<5.10)`: known when the version is at most 6.0, which every Swift 6 build reaches (or
    /// with `newest`, any version, which the newest toolchains pass).
    private static func versionCheck(name: ArraySlice<UInt8>, argument: ArraySlice<UInt8>, newest: Bool) -> Bool? {
        guard name.elementsEqual("compiler".utf8) || name.elementsEqual("swift".utf8) else { return nil }
        let text = String(decoding: argument, as: UTF8.self).filter { $0 != " " && $0 != "\t" }
        let isAtLeast = text.hasPrefix(">=")
        guard isAtLeast || text.hasPrefix("<") else { return nil }
        let components = text.drop { $0 == ">" || $0 == "=" || $0 == "<" }
            .split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard let first = components.first, let major = first, components.allSatisfy({ $0 != nil }) else { return nil }
        let reached = newest || major < 6 || (major == 6 && components.dropFirst().allSatisfy { $0 == 0 })
        return reached ? isAtLeast : nil
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
