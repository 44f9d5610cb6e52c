/// What the package index keeps of one file after the first pass: its place and its declarations' names,
/// never its references or tokens, so memory across the whole package stays small. The second pass parses
/// the file again to check it.
public struct IndexedFile: Sendable {
    public let path: String
    public let module: String?
    public let isTest: Bool
    public let importedModules: [String]
    public let declarations: [IndexedDeclaration]
    public let lineCount: Int

    public init(_ file: LintFile) {
        path = file.path
        module = file.module
        isTest = file.isTest
        importedModules = file.model.imports.map(\.module)
        declarations = file.model.types.map { declaration in
            IndexedDeclaration(
                type: IndexedType(
                    name: declaration.name, kind: declaration.kind, attributes: declaration.attributes, module: file.module,
                    isTest: file.isTest, path: file.path, line: declaration.line
                ),
                isTopLevel: declaration.parent == nil,
                inheritedNames: declaration.inheritance.map(\.name),
                memberNames: declaration.members.map(\.name)
            )
        }
        lineCount = file.model.lineCount
    }
}
