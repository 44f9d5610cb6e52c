import GuardrailsCore

/// `public protocol InteroperabilityTest { func run(using connection: Connection) throws }` in a test harness's module
/// (`GRPCInteroperabilityTestsImplementation`, a word `Test`/`Tests`/`Testing` in its name): the protocol every test case
/// of the harness adopts, which the harness runs against a real system. Its conformers are tests themselves; a double
/// of a test case would prove nothing. A protocol so named in a module of the product, or adopted by fewer than two
/// test cases, stays judged.
enum TestCaseProtocols {
    static func isTestCaseProtocol(_ type: TypeDecl, module: String?, _ index: PackageIndex) -> Bool {
        // The name settles nearly every protocol before the module and the index are asked.
        guard ["Test", "TestCase"].contains(where: { suffix in
            type.name.hasSuffix(suffix) && type.name.dropLast(suffix.count).last?.isLowercase == true
        }), let module, ["Test", "Tests", "Testing"].contains(where: { WholeWords.holds($0, in: Substring(module)) }) else { return false }
        let cases = Set(index.conformersThroughRefinements(of: type.name).filter { !$0.isTest && $0.kind != .protocol }.map(\.name))
        return cases.count > 1
    }
}
