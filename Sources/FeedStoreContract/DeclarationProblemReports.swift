/// Which declaration problems have been reported in which test, so a problem that fails every spec is reported
/// once per test instead of once per spec.
enum DeclarationProblemReports {
    private static let reported = Guarded(Set<String>())

    /// True the first time `problem` is reported for `testID`.
    static func isFirstReport(of problem: String, in testID: String?) -> Bool {
        reported.withLock { $0.insert("\(testID ?? "") \(problem)").inserted }
    }
}
