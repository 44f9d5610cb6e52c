import GuardrailsCore

/// The callback side of a port (`var delegate: LinkDelegate? { get set }` of a doubled protocol): the port's double plays
/// it, so the callback needs none of its own.
enum PortCallbacks {
    /// `protocol LinkDelegate: AnyObject` beside `protocol LinkMonitor { var delegate: LinkDelegate? { get set } }` in its
    /// file, the monitor having a double: the delegate is the callback side of that port (class-bound, set by whoever uses
    /// the port), and tests drive its conformers by having the monitor's double call it. The port's double plays the other
    /// side; the callback needs none of its own. A collaborator the port hands out (`var cookies: CookieStoring { get }`)
    /// is no callback and stays a seam.
    static func isCallbackOfDoubledPort(_ type: TypeDecl, in model: SourceModel, _ tokens: [Token], _ isDoubled: (String) -> Bool) -> Bool {
        guard type.inheritance.contains(where: { $0.name == "AnyObject" || $0.name == "class" }) else { return false }
        return model.types.contains { port in
            port.kind == .protocol && port.name != type.name
                && port.members.contains { member in
                    guard member.kind == .variable, let propertyType = member.propertyType, propertyType.name == type.name || Self.mayBeParenthesized(propertyType),
                          let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
                    return (propertyType.name == type.name || Self.isParenthesizedExistential(of: type.name, from: keyword, in: tokens))
                        && DataShapeProtocols.requirementShape(from: keyword, in: tokens)?.settable == true
                } && isDoubled(port.name)
        }
    }

    /// A protocol of the file holding another one of the file as a property (`var delegate: LinkDelegate? { get set }`):
    /// only then can a protocol be the callback side of a port, which the tokens tell.
    static func holdsFileProtocol(_ protocols: [TypeDecl]) -> Bool {
        protocols.count > 1 && protocols.contains { port in
            port.members.contains { member in
                member.kind == .variable && (protocols.contains { $0.name == member.propertyType?.name } || member.propertyType.map(mayBeParenthesized) == true)
            }
        }
    }

    /// `var delegate: (any LinkDelegate)? { get set }`: the model names no type for a parenthesized annotation.
    private static func mayBeParenthesized(_ propertyType: PropertyType) -> Bool {
        propertyType.name.isEmpty && !propertyType.isFunction
    }

    /// From a property requirement's position: whether its annotation is `(any Name)`, optional or not.
    private static func isParenthesizedExistential(of name: String, from start: Int, in tokens: [Token]) -> Bool {
        var colon = start
        while colon < tokens.count, colon < start + 4, tokens[colon].text != ":" { colon += 1 }
        guard colon + 4 < tokens.count, tokens[colon + 1].text == "(" else { return false }
        let named = tokens[colon + 2].text == "any" ? colon + 3 : colon + 2
        return named + 1 < tokens.count && tokens[named].text == name && tokens[named + 1].text == ")"
    }
}
