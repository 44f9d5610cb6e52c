import GuardrailsCore

/// `struct ExportCommand: ParsableCommand { @Option var output: String; func run() throws { try Exporter(writer: FileWriter(path:
/// output)).export() } }`: a swift-argument-parser command's parameterless `run()` is the entry point of one invocation, as
/// `@main` is the program's; it builds what that invocation needs from the options it parsed, so it is composition code.
/// The command's other members (helpers `run()` calls, stored options) are checked.
enum CommandRunBodies {
    private static let commandProtocols = ["ParsableCommand", "AsyncParsableCommand"]

    /// The token ranges of the `run()` bodies of the file's commands (adopting a command protocol directly, through a package
    /// protocol refining one, or through an extension), from the `func` to the closing brace.
    static func ranges(_ file: LintFile, _ index: PackageIndex) -> [Range<Int>] {
        let tokens = file.tokens
        var ranges: [Range<Int>] = []
        for type in file.model.types where type.kind != .protocol {
            guard type.members.contains(where: { $0.kind == .function && $0.name == "run" && !$0.modifiers.contains("static") }),
                  isCommand(type, index) else { continue }
            for member in type.members where member.kind == .function && member.name == "run" && !member.modifiers.contains("static") {
                guard let start = TokenLookup.position(line: member.line, column: member.column, in: tokens),
                      takesNoParameters(from: start, tokens), let end = TokenLookup.bodyEnd(from: start, in: tokens) else { continue }
                ranges.append(start..<(end + 1))
            }
        }
        return ranges
    }

    private static func isCommand(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        commandProtocols.contains { name in type.inheritance.contains(where: { $0.name == name }) || index.inherits(type.name, from: name) }
    }

    /// `run()` up to its body: the name, `(` and `)` within the next few tokens.
    private static func takesNoParameters(from start: Int, _ tokens: [Token]) -> Bool {
        var position = start
        while position < tokens.count, position - start < 4, tokens[position].text != "run" { position += 1 }
        return position + 2 < tokens.count && tokens[position + 1].text == "(" && tokens[position + 2].text == ")"
    }
}
