/// A file as the package index takes it in: where it is placed, and its summary.
public struct IndexedFile: Sendable {
    public let path: String
    public let module: String?
    public let isTest: Bool
    /// A test target's file, or one of a layer only tests may import (see `LintFile.isTestCode`).
    public let isTestCode: Bool
    public let summary: FileSummary
    /// Where a test file's text can be read again: kept only for test code, whose calls a rule may look into for a
    /// candidate finding (see `PackageIndex.argumentLabelsTestsPass`), so nothing is read unless asked.
    public let testSource: LintInput.Source?

    public init(path: String, module: String?, isTest: Bool, isTestCode: Bool? = nil, summary: FileSummary, testSource: LintInput.Source? = nil) {
        self.path = path
        self.testSource = (isTestCode ?? isTest) ? testSource : nil
        self.module = module
        self.isTest = isTest
        self.isTestCode = isTestCode ?? isTest
        self.summary = summary
    }

    public init(_ file: LintFile) {
        self.init(path: file.path, module: file.module, isTest: file.isTest, isTestCode: file.isTestCode, summary: FileSummary(file.model, tokens: file.tokens))
    }
}
