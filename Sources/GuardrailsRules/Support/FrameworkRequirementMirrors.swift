import GuardrailsCore

/// Requirements a package protocol renames from a framework protocol it refines: `protocol PlatformRepresentable:
/// UIViewControllerRepresentable` (or a package alias of it) requires `updatePlatformController(_:context:)`, and its
/// own extension implements the framework's `updateUIViewController(_:context:)` by forwarding to it. An empty witness
/// of the renamed requirement is the empty framework requirement it stands for.
enum FrameworkRequirementMirrors {
    /// `member` is required by a package protocol `type` adopts (directly or through package protocols) that refines a
    /// protocol the package does not declare, and that protocol's extension implements a member the protocol does not
    /// require, named with the same first and last words (`update…Controller`, `dismantle…Controller`): the framework
    /// requirement it forwards to the renamed one.
    static func isMirrored(_ member: MemberDecl, of type: TypeDecl, _ index: PackageIndex) -> Bool {
        var pending = type.inheritance.map(\.name)
        var seen: Set<String> = []
        while let name = pending.popLast(), seen.count < 32 {
            guard seen.insert(name).inserted else { continue }
            for declared in index.declarations(named: name) where declared.kind == .protocol {
                pending += declared.inheritance
                let requirements = index.protocolMembers(of: name, in: declared.module)
                guard requirements.contains(member.name), declared.inheritance.contains(where: { parent in
                    !ignoredParents.contains(parent) && !index.declarations(named: parent).contains { $0.kind == .protocol }
                }) else { continue }
                let forwarders = index.extensionMembers(of: name, in: declared.module).subtracting(requirements)
                if forwarders.contains(where: { $0 != member.name && sharesEnds($0, member.name) }) { return true }
            }
        }
        return false
    }

    /// Constraints that are no framework protocol with requirements to rename.
    private static let ignoredParents: Set<String> = ["AnyObject", "Sendable", "class"]

    /// The same first camel-case word and the same last one, the middle differing: `updateUIViewController` and
    /// `updatePlatformViewController`; a last word may carry the framework's capitals before it (`updateUIView` and
    /// `updatePlatformView`: `UIView` ends with `View`).
    private static func sharesEnds(_ one: String, _ other: String) -> Bool {
        let (first, last) = (words(one), words(other))
        guard first.count > 1, last.count > 1, first.first == last.first, let end = first.last, let otherEnd = last.last else { return false }
        return end == otherEnd || end.hasSuffix(otherEnd) || otherEnd.hasSuffix(end)
    }

    private static func words(_ name: String) -> [Substring] {
        var words: [Substring] = []
        var start = name.startIndex
        for position in name.indices where position > name.startIndex && name[position].isUppercase && !name[name.index(before: position)].isUppercase {
            words.append(name[start..<position])
            start = position
        }
        words.append(name[start...])
        return words
    }
}
