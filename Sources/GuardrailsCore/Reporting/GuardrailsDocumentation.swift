/// Where the linter's documentation lives, for output formats that link each rule to its explanation.
public enum GuardrailsDocumentation {
    /// `docs/guardrails.md` as published with the kit; every rule has an anchor there named by its id.
    public static let url = "https://github.com/cleanarchitecturekit/CleanArchitectureKit/blob/main/docs/guardrails.md"

    /// The section of the documentation that explains `anchor` (a rule id or a heading's anchor).
    public static func url(of anchor: String) -> String {
        "\(url)#\(anchor)"
    }
}
