import GuardrailsCore

/// The common face of a family of the package's record objects: a generator's parsed nodes (`name`, `offset`, `kind`
/// and `render(in:)`), a client's request records (many fields and the body they encode to). Mostly read-only
/// properties, at most one method without a default, every method a synchronous conversion returning a value, and two
/// or more of the package's classes or structs storing data adopt it. Tests build such records for real; a double
/// would be one more record.
struct RecordFaces {
    let index: PackageIndex

    /// The protocol itself is such a face, or it adds only properties to one declared in the same file
    /// (`protocol AliasingNode: OutlineNode { var target: String? { get } }` for the nodes that alias a type).
    func describesRecordFace(_ type: TypeDecl, module: String?, in types: [TypeDecl], _ tokens: [Token]) -> Bool {
        if isRecordFace(type, module: module, tokens) { return true }
        guard !type.members.isEmpty, type.members.allSatisfy({ $0.kind == .variable }) else { return false }
        return type.inheritance.contains { parent in
            types.contains { $0.kind == .protocol && $0.name == parent.name && isRecordFace($0, module: module, tokens) }
        }
    }

    private func isRecordFace(_ type: TypeDecl, module: String?, _ tokens: [Token]) -> Bool {
        let members = type.members.filter { !$0.modifiers.contains("static") }
        let properties = members.filter { $0.kind == .variable }
        let methods = members.filter { $0.kind == .function }
        guard properties.count >= 3, !members.contains(where: { $0.kind == .subscriptDecl }) else { return false }
        let defaults = index.extensionMembers(of: type.name, in: module)
        let required = methods.filter { !defaults.contains($0.name) }.count
        guard required <= 1, properties.count >= 3 * max(required, 1),
              methods.allSatisfy({ isConversion($0, tokens) }),
              properties.allSatisfy({ isReadOnly($0, tokens) }) else { return false }
        return isAdoptedByRecords(type.name) || isAdoptedByModelSubclasses(type, module: module)
    }

    /// `protocol StrokeItem: ShapeItem` where `ShapeItem` is a class of the package: only its subclasses can adopt it, and
    /// extensions in the protocol's own file making two or more of those record classes adopt it (`extension Stroke:
    /// StrokeItem`) only rename or forward their fields. Adoption through an extension elsewhere, or of a protocol not
    /// bound to a package class, still adapts a type to a seam.
    private func isAdoptedByModelSubclasses(_ type: TypeDecl, module: String?) -> Bool {
        guard type.inheritance.contains(where: { parent in index.declarations(named: parent.name).contains { $0.kind == .class && $0.module == module } })
        else { return false }
        let files = Set(index.declarations(named: type.name).filter { $0.kind == .protocol && $0.module == module }.map(\.path))
        let conformers = index.conformersThroughRefinements(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        return Set(conformers.map(\.name)).count > 1 && conformers.allSatisfy { conformer in
            guard conformer.kind == .extension else { return isRecord(conformer) }
            let declared = index.declarations(named: conformer.name).filter { $0.module == conformer.module && $0.kind != .extension }
            return files.contains(conformer.path) && !declared.isEmpty && declared.allSatisfy(isRecord)
        }
    }

    /// `func render(in context: RenderContext) -> String?`: no `async`, no `throws`, no closure among its parameters, a result.
    private func isConversion(_ method: MemberDecl, _ tokens: [Token]) -> Bool {
        guard !method.isAsync, method.declaresResult, !method.modifiers.contains("mutating"),
              let keyword = TokenLookup.position(line: method.line, column: method.column, in: tokens) else { return false }
        let end = FunctionParameters.names(declaredAt: keyword, in: tokens).end
        return end + 1 < tokens.count && tokens[end + 1].text == "->" && !tokens[keyword..<end].contains { $0.text == "->" }
    }

    private func isReadOnly(_ property: MemberDecl, _ tokens: [Token]) -> Bool {
        guard property.propertyType?.isFunction != true,
              let keyword = TokenLookup.position(line: property.line, column: property.column, in: tokens) else { return false }
        return DataShapeProtocols.requirementShape(from: keyword, in: tokens)?.settable == false
    }

    /// Two or more production conformers, through refinements, each a class or struct of the package adopting it in its
    /// declaration, that stores data and is neither observable nor a framework object (`NSObject` aside): records, not
    /// screens or services. A type made to conform in an extension (`extension TileArchive: TileSource` over a file reader)
    /// is adapted to the protocol, the way a seam is retrofitted, and keeps it a boundary.
    private func isAdoptedByRecords(_ name: String) -> Bool {
        let conformers = index.conformersThroughRefinements(of: name).filter { !$0.isTest && $0.kind != .protocol }
        return Set(conformers.map(\.name)).count > 1 && conformers.allSatisfy(isRecord)
    }

    private func isRecord(_ type: IndexedType) -> Bool {
        (type.kind == .class || type.kind == .struct) && type.hasStoredProperties
            && !type.attributes.contains { Self.stateAttributes.contains($0) }
            && !type.inheritance.contains { parent in
                parent == "ObservableObject" || (parent.hasPrefix("NS") || parent.hasPrefix("UI")) && !Self.plainFoundationRoots.contains(parent)
            }
    }

    private static let stateAttributes: Set<String> = ["Observable", "MainActor", "Model"]
    private static let plainFoundationRoots: Set<String> = ["NSObject", "NSCopying", "NSCoding", "NSSecureCoding"]
}
