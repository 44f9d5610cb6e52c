/// A file after phase one: placed and parsed, with its bytes kept to quote lines in findings.
struct ParsedFile: Sendable {
    let file: LintFile
    let bytes: [UInt8]
}
