/// Import declarations.
extension SourceModelBuilder {
    mutating func readImport() {
        let start = tokens[index]
        var position = index + 1
        var kind: String?
        if let next = token(position), next.kind == .keyword, Self.importKinds.contains(next) {
            kind = next.text
            position += 1
        }
        var components: [String] = []
        while let part = token(position), part.kind == .identifier || part.kind == .keyword || part.kind == .operator {
            components.append(part.text)
            guard isPunctuation(position + 1, "."), token(position + 1)?.line == start.line else { break }
            position += 2
        }
        guard let module = components.first else { return }
        imports.append(ImportDecl(
            module: module, path: components.joined(separator: "."), kind: kind, attributes: pendingAttributes,
            line: Int(start.line), column: Int(start.column)
        ))
        if debugBranches.isInDebugBranch { imports[imports.count - 1].isDebugOnly = true }
        index = position
    }
}
