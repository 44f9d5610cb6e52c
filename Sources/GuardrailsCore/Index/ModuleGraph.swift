/// Which modules reach which, through imports and declared dependencies. Its strongly connected
/// components are computed once, in time linear in modules and edges, so whether an import closes a
/// cycle is a lookup rather than a walk (a full table of what each module reaches grows with the square
/// of a long dependency chain).
struct ModuleGraph: Sendable {
    private let edges: [String: Set<String>]
    private let component: [String: Int]

    init(_ edges: [String: Set<String>]) {
        self.edges = edges
        component = Self.components(of: edges)
    }

    /// True when a path of one edge or more leads from `start` to `goal`.
    func reaches(from start: String, to goal: String) -> Bool {
        if start != goal, let first = component[start], first == component[goal] { return true }
        // With an edge back from `goal`, a path from `start` would put both in one component.
        if edges[goal]?.contains(start) == true { return false }
        var seen: Set<String> = []
        var pending = Array(edges[start] ?? [])
        while let next = pending.popLast() {
            if next == goal { return true }
            guard seen.insert(next).inserted else { continue }
            pending.append(contentsOf: edges[next] ?? [])
        }
        return false
    }

    /// Tarjan's algorithm with an explicit stack (no recursion, so any depth of chain is fine).
    private static func components(of edges: [String: Set<String>]) -> [String: Int] {
        let names = Array(Set(edges.keys).union(edges.values.joined()))
        var numbers: [String: Int] = [:]
        for (number, name) in names.enumerated() { numbers[name] = number }
        let successors = names.map { name in (edges[name] ?? []).compactMap { numbers[$0] } }
        var order = Array(repeating: -1, count: names.count)
        var low = Array(repeating: 0, count: names.count)
        var onStack = Array(repeating: false, count: names.count)
        var component = Array(repeating: -1, count: names.count)
        var stack: [Int] = []
        var visited = 0
        var components = 0
        for root in names.indices where order[root] < 0 {
            var walk: [(node: Int, edge: Int)] = [(root, 0)]
            order[root] = visited
            low[root] = visited
            visited += 1
            stack.append(root)
            onStack[root] = true
            while let (node, edge) = walk.last {
                if edge < successors[node].count {
                    walk[walk.count - 1].edge += 1
                    let next = successors[node][edge]
                    if order[next] < 0 {
                        order[next] = visited
                        low[next] = visited
                        visited += 1
                        stack.append(next)
                        onStack[next] = true
                        walk.append((next, 0))
                    } else if onStack[next] {
                        low[node] = min(low[node], order[next])
                    }
                    continue
                }
                walk.removeLast()
                if let parent = walk.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == order[node] else { continue }
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = components
                    if member == node { break }
                }
                components += 1
            }
        }
        var result: [String: Int] = [:]
        for (number, name) in names.enumerated() { result[name] = component[number] }
        return result
    }
}
