/// Reproducible state files for a kit whose only kata is `01-demo` (2 steps, 2 hints on step 1): mostly a valid file
/// with one or two values bent (negative, too large, fractional, of another type, unknown keys and katas), sometimes
/// text that is not JSON at all.
struct StateFileGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The file's text, and the katas it records as done (`passedSteps` equal to their step count, however written).
    mutating func next() -> (json: String, doneKatas: Set<String>) {
        if chance(10) { return (garbage(), []) }
        var members: [String] = []
        var done: Set<String> = []
        if !chance(5) { members.append(#""version": \#(pick(["1", "1", "1", "1", "0", "2", "-1", "\"1\"", "null", "1.0", "1e3"]))"#) }
        if chance(80) { members.append(#""current": \#(pick([#""01-demo""#, #""01-demo""#, "null", #""02-later""#, #""""#, "5", #""01-DEMO""#, "{}"]))"#) }
        if chance(90) {
            let id = pick(["01-demo", "01-demo", "01-demo", "99-unknown", "", "01-demo\\u0000"])
            var entries: [String] = []
            if chance(85) {
                let (progress, passed) = self.progress()
                entries.append(#""\#(id)": \#(progress)"#)
                if passed == 2 && id == "01-demo" { done.insert(id) }
            }
            if chance(10) { entries.append(#""02-later": {"passedSteps": 1}"#) }
            members.append(#""katas": \#(chance(90) ? "{\(entries.joined(separator: ", "))}" : pick(["[]", "\"all\"", "null", "7"]))"#)
        }
        if chance(8) { members.append(pick([#""unlocked": true"#, #""passedSteps": 2"#, #""katas2": {}"#])) }
        if chance(5) { members.shuffle(using: &self) }
        var json = "{\(members.joined(separator: ", "))}"
        if chance(5) { json = String(json.prefix(Int(next(upTo: UInt64(json.count))))) }
        return (json, done)
    }

    private mutating func progress() -> (String, Double?) {
        var members: [String] = []
        var passed: Double?
        if chance(90) {
            let value = pick(["0", "1", "2", "2", "2", "3", "-1", "-2", "99", "9223372036854775807", "-9223372036854775808",
                              "1e20", "2.0", "1.5", "\"2\"", "true", "null", "[2]"])
            passed = Double(value)
            members.append(#""passedSteps": \#(value)"#)
        }
        if chance(80) { members.append(#""hintsShown": \#(pick(["0", "1", "2", "3", "-1", "1000000", "0.5", "false"]))"#) }
        if chance(5) { members.append(#""solved": true"#) }
        return ("{\(members.joined(separator: ", "))}", passed)
    }

    private mutating func garbage() -> String {
        pick(["", " ", "null", "[]", "42", "\"state\"", "{", "}", "{\"version\": 1,}", "\u{FEFF}{\"version\": 1}", "{'version': 1}",
              String((0..<Int(next(upTo: 40))).map { _ in Character(Unicode.Scalar(UInt8(next(upTo: 95) + 32))) })])
    }

    private mutating func chance(_ percent: UInt64) -> Bool { next(upTo: 100) < percent }

    private mutating func pick(_ values: [String]) -> String { values[Int(next(upTo: UInt64(values.count)))] }

    private mutating func next(upTo bound: UInt64) -> UInt64 { bound == 0 ? 0 : next() % bound }
}

extension StateFileGenerator: RandomNumberGenerator {
    /// SplitMix64: small, fast, and the same sequence on every machine.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
