import GuardrailsCore

/// `FileManager.default.<member>` inside a type, `member` one of the given ones (`urls`, `containerURL`): where a folder
/// lookup's `default` token is, for the exemptions that judge the accessor around it.
enum FileManagerFolderLookup {
    static func position(of reference: Reference, of type: String, in file: LintFile, members: Set<String>) -> Int? {
        let tokens = file.tokens
        guard type == "FileManager" || type == "NSFileManager", reference.name == "default", reference.enclosingType >= 0,
              Int(reference.enclosingType) < file.model.types.count,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 2 < tokens.count, tokens[position + 1].text == ".", members.contains(tokens[position + 2].text) else { return nil }
        return position
    }
}
