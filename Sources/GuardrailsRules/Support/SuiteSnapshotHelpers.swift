import GuardrailsCore

/// The functions a suite's tests can call to take a snapshot through a helper: its own helpers that call a snapshot
/// assertion, and the methods of its package base classes that do (`class SnapshotCase { func render(name:view:) {
/// assertSnapshot(of: view, …) } }`, inherited by `final class BadgeViewTests: SnapshotCase`).
enum SuiteSnapshotHelpers {
    /// How far up a chain of the package's base test cases to look: a deeper one is not a snapshot helper's home.
    private static let maximumDepth = 4

    static func names(of suite: TypeDecl, _ tokens: [Token], assertions: Set<String>, _ index: PackageIndex) -> Set<String> {
        var helpers = Set(SuiteTestBodies.helperBodies(of: suite, tokens).filter { _, body in
            body.contains { position in
                tokens[position].kind == .identifier && assertions.contains(tokens[position].text)
                    && position + 1 < body.upperBound && tokens[position + 1].text == "("
            }
        }.keys)
        var base = suite.kind == .class ? suite.inheritance.first?.name : nil
        var visited: Set<String> = []
        while let current = base, visited.count < maximumDepth, visited.insert(current).inserted {
            let classes = index.declarations(named: current).filter { $0.kind == .class }
            guard !classes.isEmpty else { break }
            helpers.formUnion(index.testClassMethods(of: current, calling: assertions))
            base = classes.first?.inheritance.first
        }
        return helpers
    }

    /// Whether the body calls one of `helpers` as the suite's own method: `render(…)` or `self.render(…)`, not another
    /// object's method of that name.
    static func callsHelper(_ helpers: Set<String>, in body: Range<Int>, _ tokens: [Token]) -> Bool {
        body.contains { position in
            guard tokens[position].kind == .identifier, helpers.contains(tokens[position].text),
                  position + 1 < body.upperBound, tokens[position + 1].text == "(" else { return false }
            return tokens[position - 1].text != "." || (position >= 2 && tokens[position - 2].text == "self")
        }
    }
}
