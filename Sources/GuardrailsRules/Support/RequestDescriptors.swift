import GuardrailsCore

/// Values that each describe one HTTP request: they declare its `path` and its `method` (or `httpMethod`).
enum RequestDescriptors {
    static func describesRequest(_ members: Set<String>) -> Bool {
        members.contains("path") && (members.contains("method") || members.contains("httpMethod"))
    }

    /// `protocol Endpoint { associatedtype Reply; var path: String { get }; var method: Verb { get }; func decode(_ data: Data)
    /// throws -> Reply }` adopted by three or more structs or enums, each one request (`ListNotesEndpoint`,
    /// `ArchiveNoteEndpoint`, …): a family of value descriptions the client sends, which tests build for real; a fake one
    /// would test nothing. A class adopter (a request with a life of its own) or fewer than three keep it a seam.
    static func isRequestFamily(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard type.declaresAssociatedType else { return false }
        let adopters = index.conformersThroughRefinements(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        guard Set(adopters.map(\.name)).count >= 3, adopters.allSatisfy({ $0.kind == .struct || $0.kind == .enum }) else { return false }
        return describesRequest(Set(type.members.map(\.name))) || adopters.allSatisfy { describesRequest(index.members(of: $0.name, in: $0.module)) }
    }
}
