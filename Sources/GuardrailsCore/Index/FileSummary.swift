/// What the package index needs of one file, wherever the file is placed: what it imports and re-exports, and
/// its declarations' names. Never its references or tokens, so memory across a whole package stays small;
/// the second pass parses the file again to check it.
public struct FileSummary: Sendable {
    public let importedModules: [String]
    /// Modules imported with `@_exported`.
    public let reexportedModules: [String]
    public let declarations: [IndexedDeclaration]
    public let lineCount: Int

    public init(_ model: SourceModel) {
        importedModules = model.imports.map(\.module)
        reexportedModules = model.imports.filter { $0.attributes.contains("_exported") }.map(\.module)
        declarations = model.types.map { declaration in
            IndexedDeclaration(
                name: declaration.name, kind: declaration.kind, attributes: declaration.attributes, line: declaration.line,
                isTopLevel: declaration.parent == nil, inheritedNames: declaration.inheritance.map(\.name),
                memberNames: declaration.members.map(\.name)
            )
        }
        lineCount = model.lineCount
    }
}
