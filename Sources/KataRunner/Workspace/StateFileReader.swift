import Foundation

/// Reads `.kata/state.json`: whatever the file holds, the result is a state that fits the kit's katas or a bad-data
/// error naming the file and each key at fault.
enum StateFileReader {
    static func read(_ data: Data, catalog: KataCatalog, shownAs file: String) throws(KataError) -> WorkspaceState {
        let state: WorkspaceState
        do {
            state = try JSONDecoder().decode(WorkspaceState.self, from: data)
        } catch let error as DecodingError {
            throw rejected(file, [describe(error)])
        } catch {
            throw rejected(file, ["unreadable (\(error))"])
        }
        let problems = state.problems(in: catalog)
        guard problems.isEmpty else { throw rejected(file, problems) }
        return state
    }

    private static func rejected(_ file: String, _ problems: [String]) -> KataError {
        .badData(problems.map { "\(file): \($0)" }.joined(separator: "\n")
            + "\nFix it, or delete it to start the ticks over (your code is not in it).")
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(name(of: type))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): null where \(name(of: type)) is expected"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): missing"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            let detail = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return "not valid JSON" + (detail.map { " (\($0))" } ?? "")
        case .dataCorrupted(let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "unreadable (\(error))"
        }
    }

    /// `katas["01-load-feed-from-remote"].passedSteps`: names as in JSON, dictionary keys quoted.
    private static func path(_ keys: [any CodingKey]) -> String {
        guard !keys.isEmpty else { return "top level" }
        return keys.enumerated().map { index, key in
            if let position = key.intValue { return "[\(position)]" }
            let name = key.stringValue
            let plain = name.first.map { $0.isLetter || $0 == "_" } == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            if plain { return index == 0 ? name : ".\(name)" }
            return "[\"\(name)\"]"
        }.joined()
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is Int.Type, is Double.Type: "a whole number"
        case is String.Type: "a string"
        default: "an object"
        }
    }
}
