/// A count and its noun as a reader says them: `1 file`, `0 files`, `1 stale baseline entry`.
public enum Counted {
    /// `count` with `noun` for one and `plural` (`noun` + `s` unless given) for any other count.
    public static func phrase(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
    }
}
