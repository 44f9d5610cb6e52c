/// A stable identity per finding for formats that track findings across runs (SARIF `partialFingerprints`,
/// GitLab `fingerprint`): rule, file and the line's text, as the baseline matches them, plus the finding's
/// occurrence among identical ones, so every fingerprint in a report is unique and survives line shifts.
enum FindingFingerprints {
    /// Each finding's occurrence among the findings with the same rule, file and line text before it.
    static func occurrences(_ findings: [Finding]) -> [Int32] {
        var seen: [BaselineEntry: Int32] = [:]
        return findings.map { finding in
            let key = BaselineEntry(finding)
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return occurrence
        }
    }

    static func of(_ finding: Finding, occurrence: Int32) -> String {
        hash([finding.ruleID, finding.path, finding.lineText, String(occurrence)])
    }

    static func of(_ entry: BaselineEntry) -> String {
        hash(["stale", entry.ruleID, entry.path, entry.lineText])
    }

    /// 64-bit FNV-1a of the parts, as 16 hex digits: stable across runs and platforms, unlike `Hasher`.
    private static func hash(_ parts: [String]) -> String {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for part in parts {
            for byte in part.utf8 {
                value ^= UInt64(byte)
                value &*= 0x0000_0100_0000_01B3
            }
            value ^= 0xFF
            value &*= 0x0000_0100_0000_01B3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
